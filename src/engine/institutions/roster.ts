/**
 * The curated roster of `/v1/super-investors`: well-known managers and the SEC CIK their firm files Form 13F
 * under (as EDGAR lists the filer). A manager's figures come from the firm's stored reports; the roster
 * itself is reference data, not a capture.
 */
export interface RosterManager {
  managerName: string;
  firmName: string;
  /** Ten digits, leading zeros kept, as the filer's cover page states it. */
  cik: string;
}

export const SUPER_INVESTORS: readonly RosterManager[] = [
  { managerName: 'Warren Buffett', firmName: 'Berkshire Hathaway Inc', cik: '0001067983' },
  { managerName: 'Bill Ackman', firmName: 'Pershing Square Capital Management', cik: '0001336528' },
  { managerName: 'Michael Burry', firmName: 'Scion Asset Management', cik: '0001649339' },
  { managerName: 'Seth Klarman', firmName: 'Baupost Group', cik: '0001061768' },
  { managerName: 'David Tepper', firmName: 'Appaloosa', cik: '0001656456' },
  { managerName: 'Daniel Loeb', firmName: 'Third Point', cik: '0001040273' },
  { managerName: 'Stanley Druckenmiller', firmName: 'Duquesne Family Office', cik: '0001536411' },
  { managerName: 'Ray Dalio', firmName: 'Bridgewater Associates', cik: '0001350694' },
  { managerName: 'Jim Simons', firmName: 'Renaissance Technologies', cik: '0001037389' },
  { managerName: 'Howard Marks', firmName: 'Oaktree Capital Management', cik: '0000949509' },
  { managerName: 'Chuck Akre', firmName: 'Akre Capital Management', cik: '0001112520' },
  { managerName: 'Terry Smith', firmName: 'Fundsmith', cik: '0001569205' },
  { managerName: 'George Soros', firmName: 'Soros Fund Management', cik: '0001029160' },
  { managerName: 'Carl Icahn', firmName: 'Icahn Carl C', cik: '0000921669' },
];
