/** The sample parts of the families beyond prices and ticks, in load order. */
import { advisersSample } from './advisers';
import { congressSample } from './congress';
import { buybacksSample } from './buybacks';
import { cftcSample } from './cftc';
import { earningsSample } from './earnings';
import type { FamilySample } from './family';
import { feedsSample } from './feeds';
import { filingsSample } from './filings';
import { fredSample } from './fred';
import { fundOperationsSample } from './fund-operations';
import { fundPositionsSeSample } from './fund-positions-se';
import { fundsSample } from './funds';
import { fxSample } from './fx';
import { gaugesSample } from './gauges';
import { indexesSample, secSample } from './indexes';
import { insidersSample } from './insiders';
import { industriesSample } from './industries';
import { institutionsSample } from './institutions';
import { iposSample } from './ipos';
import { optionsSample } from './options';
import { shortSellingSample } from './short-selling';
import { shortSample } from './short-europe';
import { supplyChainSample } from './supply-chain';

export const FAMILY_SAMPLES: readonly FamilySample[] = [optionsSample, gaugesSample, fredSample, cftcSample, fxSample, feedsSample, insidersSample, indexesSample, secSample, shortSellingSample, shortSample, advisersSample, buybacksSample, fundsSample, fundOperationsSample, fundPositionsSeSample, supplyChainSample, congressSample, iposSample, earningsSample, filingsSample, institutionsSample, industriesSample];
