import { IPO_KEPT_CONCEPTS } from '../../../engine/ipos/financial-concepts';
import { DILUTED_EPS_CONCEPT, EPS_UNIT } from '../../../engine/earnings/actual-concepts';
import { REVENUE_CONCEPTS } from '../../../engine/supply-chain/revenue-concepts';

/**
 * The XBRL concepts kept from a companyfacts document, and the unit each is kept in: those the index
 * forecasts read (shares outstanding, public float, net income), those the buyback read takes its
 * repurchase figures from (`engine/buybacks/rules.ts` says which it prefers), and the revenue concepts
 * the supply-chain values are computed from (`engine/supply-chain/revenue-concepts.ts`), the annual
 * financials of a registration (`engine/ipos/financial-concepts.ts`), and diluted EPS, which with revenue
 * settles earnings guidance (`engine/earnings/actual-concepts.ts`).
 */
export const KEPT_CONCEPTS: readonly { taxonomy: 'dei' | 'us-gaap'; concept: string; unit: string }[] = [
  { taxonomy: 'dei', concept: 'EntityCommonStockSharesOutstanding', unit: 'shares' },
  { taxonomy: 'dei', concept: 'EntityPublicFloat', unit: 'USD' },
  { taxonomy: 'us-gaap', concept: 'NetIncomeLoss', unit: 'USD' },
  // Repurchase programs: the authorization and what is left of it (instants), and what was bought (durations).
  { taxonomy: 'us-gaap', concept: 'StockRepurchaseProgramAuthorizedAmount1', unit: 'USD' },
  { taxonomy: 'us-gaap', concept: 'StockRepurchaseProgramRemainingAuthorizedRepurchaseAmount1', unit: 'USD' },
  { taxonomy: 'us-gaap', concept: 'StockRepurchasedDuringPeriodShares', unit: 'shares' },
  { taxonomy: 'us-gaap', concept: 'TreasuryStockSharesAcquired', unit: 'shares' },
  { taxonomy: 'us-gaap', concept: 'StockRepurchasedDuringPeriodValue', unit: 'USD' },
  { taxonomy: 'us-gaap', concept: 'TreasuryStockValueAcquiredCostMethod', unit: 'USD' },
  { taxonomy: 'us-gaap', concept: 'PaymentsForRepurchaseOfCommonStock', unit: 'USD' },
  ...REVENUE_CONCEPTS.map((concept) => ({ taxonomy: 'us-gaap' as const, concept, unit: 'USD' })),
  ...IPO_KEPT_CONCEPTS.map((concept) => ({ taxonomy: 'us-gaap' as const, concept, unit: 'USD' })),
  { taxonomy: 'us-gaap', concept: DILUTED_EPS_CONCEPT, unit: EPS_UNIT },
];
