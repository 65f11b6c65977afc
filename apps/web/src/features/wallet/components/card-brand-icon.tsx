import type { CardBrand } from '@fairway/domain/payments/card-validation';

const COLORS: Record<CardBrand, string> = {
  visa: '#1a1f71',
  mastercard: '#252525',
  amex: '#2e77bc',
  discover: '#ff6000',
  unknown: '#5b6b64',
};

/** A stored card's brand as a small inline SVG (decorative: the brand name is said in text beside it). */
export function CardBrandIcon({ brand }: { brand: CardBrand }) {
  return (
    <svg
      className="card-brand-icon"
      width="38"
      height="24"
      viewBox="0 0 38 24"
      aria-hidden="true"
      focusable="false"
      data-brand={brand}
    >
      <rect width="38" height="24" rx="4" fill={brand === 'mastercard' ? '#fff' : COLORS[brand]} stroke="#c9d2ce" />
      {brand === 'visa' ? (
        <text
          x="19"
          y="16"
          textAnchor="middle"
          fontSize="10"
          fontWeight="700"
          fontStyle="italic"
          fill="#fff"
          fontFamily="Arial, sans-serif"
        >
          VISA
        </text>
      ) : null}
      {brand === 'mastercard' ? (
        <>
          <circle cx="15" cy="12" r="7" fill="#eb001b" />
          <circle cx="23" cy="12" r="7" fill="#f79e1b" fillOpacity="0.85" />
        </>
      ) : null}
      {brand === 'amex' ? (
        <text
          x="19"
          y="15.5"
          textAnchor="middle"
          fontSize="8"
          fontWeight="700"
          fill="#fff"
          fontFamily="Arial, sans-serif"
        >
          AMEX
        </text>
      ) : null}
      {brand === 'discover' ? <circle cx="24" cy="12" r="5" fill="#fff" /> : null}
      {brand === 'unknown' ? <rect x="5" y="7" width="28" height="4" fill="#fff" /> : null}
    </svg>
  );
}
