/** The sample parts of the families beyond prices and ticks, in load order. */
import { cftcSample } from './cftc';
import type { FamilySample } from './family';
import { feedsSample } from './feeds';
import { fredSample } from './fred';
import { fxSample } from './fx';
import { gaugesSample } from './gauges';
import { indexesSample } from './indexes';
import { insidersSample } from './insiders';
import { optionsSample } from './options';
import { shortSample } from './short';

export const FAMILY_SAMPLES: readonly FamilySample[] = [optionsSample, gaugesSample, fredSample, cftcSample, fxSample, feedsSample, insidersSample, indexesSample, shortSample];
