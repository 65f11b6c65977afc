import { engineDisplayName } from '@fairway/domain/facilities/engine-name';
import { useTranslation } from 'react-i18next';
import { useBookingEngine } from '../../features/facilities/api/facilities-api.ts';
import { StatusPanel } from '../../shared/ui/status-panel.tsx';
import { HeaderFrame } from '../layout/site-header.tsx';
import type { StartUpState } from './use-start-up.ts';

/**
 * The course's banner while the app loads, as the server rendered it into the HTML (spa-shell's
 * staticHeader): the app's header later takes its place at the same size.
 */
function StartUpHeader() {
  const { data: engine } = useBookingEngine();
  if (!engine) return null;
  return (
    <HeaderFrame
      name={
        <span className="brand">
          <span className="brand__name">{engineDisplayName(engine)}</span>
        </span>
      }
    />
  );
}

/** What the page shows until the app is mounted: a loading state, an unknown engine, or a failure. */
export function StartUpScreen({ state }: { state: Exclude<StartUpState, { status: 'ready' }> }) {
  const { t } = useTranslation();
  return (
    <>
      {state.status === 'loading' && <StartUpHeader />}
      <main id="main-content" className="start-up" tabIndex={-1}>
        {state.status === 'loading' ? (
          <div className="loading" role="status" aria-live="polite">
            <span className="loading__spinner" aria-hidden="true" />
            <span className="loading__text">{t('app.loading')}</span>
          </div>
        ) : state.code === 'ALIAS_NOT_FOUND' || state.code === 'INVALID_ALIAS' ? (
          <StatusPanel testId="not-found" title={t('unknownAlias.title')} text={t('unknownAlias.text')} />
        ) : (
          <StatusPanel
            testId="start-up-error"
            role="alert"
            title={t('app.errorTitle')}
            text={t(`errors.${state.code}`)}
          >
            <button type="button" className="button" onClick={state.retry}>
              {t('app.retry')}
            </button>
          </StatusPanel>
        )}
      </main>
    </>
  );
}
