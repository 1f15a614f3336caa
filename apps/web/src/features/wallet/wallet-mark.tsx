import { MOBILE_WALLETS, type MobileWallet } from '@portal/contracts';

/**
 * A mobile wallet's mark (bKash, Nagad, GCash, Maya): a badge in the wallet's colour with its
 * name, drawn here (not the wallet's trademark artwork). Decorative: the name is written next to it.
 */
export function WalletMark({ wallet, size = 20 }: { wallet: MobileWallet; size?: number }) {
  const { name, colour } = MOBILE_WALLETS[wallet];
  const width = Math.round(size * (0.9 + name.length * 0.42));
  return (
    <svg
      className="wallet-mark"
      width={width}
      height={size}
      viewBox={`0 0 ${width} ${size}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={width} height={size} rx={size * 0.28} fill={colour} />
      <text
        x={width / 2}
        y={size * 0.7}
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize={size * 0.56}
        fontWeight={700}
        fill="#fff"
      >
        {name}
      </text>
    </svg>
  );
}
