import type { GameCategory } from '@portal/contracts';

export interface VendorSeed {
  code: string;
  name: string;
  colours: [string, string];
  categories: GameCategory[];
  /**
   * A book that keeps a wallet of its own that money is moved into. BTI, IMES and ARE play the
   * demo provider's sportsbook over the seamless wallet instead (ADR 0041).
   */
  walletMode?: 'TRANSFER';
  /** A transfer vendor reached over its signed transfer API (the demo provider hosts it; ADR 0043). */
  transferApi?: 'HTTP';
}

/**
 * The demo vendor catalogue. IMES (e-sports), DS88 (cockfight) and BTI (sports) are the vendors the
 * spec names; the others are fictional studios, so the demo carries no third-party marks.
 */
export const DEMO_VENDORS: VendorSeed[] = [
  { code: 'RLV', name: 'Royal Live', colours: ['#7c3aed', '#c026d3'], categories: ['LIVE'] },
  { code: 'CCL', name: 'Crystal Live', colours: ['#0891b2', '#2563eb'], categories: ['LIVE'] },
  { code: 'LTL', name: 'Lotus Live', colours: ['#db2777', '#f97316'], categories: ['LIVE'] },
  { code: 'DMD', name: 'Diamond Dealer', colours: ['#475569', '#0ea5e9'], categories: ['LIVE'] },
  { code: 'SPF', name: 'Spin Forge', colours: ['#ea580c', '#dc2626'], categories: ['RNG', 'FISH'] },
  { code: 'LKR', name: 'Lucky Reels', colours: ['#16a34a', '#ca8a04'], categories: ['RNG'] },
  { code: 'MGS', name: 'Mega Spin', colours: ['#9333ea', '#4f46e5'], categories: ['RNG', 'JACKPOT'] },
  { code: 'GDS', name: 'Golden Dragon', colours: ['#b45309', '#dc2626'], categories: ['RNG', 'FISH'] },
  { code: 'JGP', name: 'Jungle Play', colours: ['#15803d', '#65a30d'], categories: ['RNG'] },
  { code: 'SLG', name: 'Starlight', colours: ['#1d4ed8', '#7c3aed'], categories: ['RNG'] },
  { code: 'NEO', name: 'Neon Slots', colours: ['#db2777', '#7c3aed'], categories: ['RNG'] },
  { code: 'FTW', name: 'Fortune Works', colours: ['#a16207', '#b91c1c'], categories: ['RNG', 'JACKPOT'] },
  { code: 'PXR', name: 'Pixel Reel', colours: ['#0d9488', '#2563eb'], categories: ['RNG', 'MINI'] },
  { code: 'JPC', name: 'Jackpot City', colours: ['#ca8a04', '#ea580c'], categories: ['JACKPOT', 'RNG'] },
  { code: 'OCK', name: 'Ocean King', colours: ['#0369a1', '#0891b2'], categories: ['FISH'] },
  { code: 'DSF', name: 'Deep Sea', colours: ['#1e3a8a', '#0e7490'], categories: ['FISH'] },
  { code: 'FHT', name: 'Fish Hunter', colours: ['#0f766e', '#0284c7'], categories: ['FISH'] },
  { code: 'ACP', name: 'Ace Poker', colours: ['#991b1b', '#1f2937'], categories: ['PVP'] },
  { code: 'CDM', name: 'Card Masters', colours: ['#166534', '#14532d'], categories: ['PVP'] },
  { code: 'TPC', name: 'Teen Patti Club', colours: ['#c2410c', '#9d174d'], categories: ['PVP'] },
  {
    code: 'BTI',
    name: 'BTi Sports',
    colours: ['#1d4ed8', '#0f172a'],
    categories: ['SPORTS'],
  },
  { code: 'GLN', name: 'Goal Line', colours: ['#15803d', '#0f766e'], categories: ['SPORTS'] },
  {
    code: 'SB1',
    name: 'Sportsbook One',
    colours: ['#b91c1c', '#1e293b'],
    categories: ['SPORTS'],
    walletMode: 'TRANSFER',
    transferApi: 'HTTP',
  },
  {
    code: 'IMES',
    name: 'IM eSports',
    colours: ['#6d28d9', '#0f172a'],
    categories: ['ESPORTS'],
  },
  {
    code: 'ARE',
    name: 'Arena eSports',
    colours: ['#be123c', '#4338ca'],
    categories: ['ESPORTS'],
  },
  { code: 'LTA', name: 'Lotto Asia', colours: ['#b91c1c', '#ca8a04'], categories: ['LOTT'] },
  { code: 'VNL', name: 'VN Lottery', colours: ['#dc2626', '#facc15'], categories: ['LOTT'] },
  { code: 'QDR', name: 'Quick Draw', colours: ['#0e7490', '#16a34a'], categories: ['ELOTT'] },
  { code: 'KNX', name: 'Keno Express', colours: ['#7c2d12', '#ea580c'], categories: ['ELOTT', 'MINI'] },
  // A seamless vendor since ADR 0042: its cockfight ring settles through the portal's wallet.
  { code: 'DS88', name: 'DS88 Sabong', colours: ['#991b1b', '#ca8a04'], categories: ['COCKFIGHT'] },
  { code: 'CPA', name: 'Cockpit Arena', colours: ['#7f1d1d', '#d97706'], categories: ['COCKFIGHT'] },
  { code: 'MNA', name: 'Mini Arcade', colours: ['#4338ca', '#db2777'], categories: ['MINI'] },
  { code: 'BGS', name: 'House Originals', colours: ['#0f766e', '#7c3aed'], categories: ['BGS'] },
];
