import * as css from './layout.css';

/** A dimmed, blurred backdrop with a large spinner whenever a loading flag is on (docs/product.md#pages). */
export function LoadingOverlay({ show, label }: { show: boolean; label: string }) {
  if (!show) return null;
  return (
    <div className={css.overlay} role="status" aria-live="polite">
      <svg className={css.spinner} viewBox="0 0 50 50" width={150} height={150} aria-hidden="true">
        <circle cx="25" cy="25" r="20" fill="none" stroke="#e6ebf2" strokeWidth="4" />
        <circle cx="25" cy="25" r="20" fill="none" stroke="#0b6e74" strokeWidth="4" strokeLinecap="round" strokeDasharray="90 150">
          <animateTransform attributeName="transform" type="rotate" from="0 25 25" to="360 25 25" dur="0.9s" repeatCount="indefinite" />
        </circle>
      </svg>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
