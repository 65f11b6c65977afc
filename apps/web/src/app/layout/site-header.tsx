import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { EngineName } from '../../features/facilities/components/engine-name.tsx';
import { HeaderTabsNav } from '../../features/facilities/components/header-tabs-nav.tsx';
import { SalesBanner } from '../../features/facilities/components/sales-banner.tsx';
import { useHeaderTabs } from '../../features/facilities/hooks/use-header-tabs.ts';
import { useTheme } from '../../features/facilities/hooks/use-theme.ts';
import { SessionMenu } from '../../features/session/components/session-menu.tsx';
import { LanguageSelect } from '../../shared/i18n/language-select.tsx';
import { selectSignedInCustomer } from '../session-selectors.ts';
import { AccountMenu } from './account-menu.tsx';

/**
 * The header's frame: the banner (the engine's name over the header image, then `tools`), then
 * `children` under it. The loading screen shows the banner alone, at the same size.
 */
export function HeaderFrame({ name, tools, children }: { name: ReactNode; tools?: ReactNode; children?: ReactNode }) {
  const hasImage = Boolean(useTheme()?.headerImage);
  return (
    <header className="site-header" data-header-image={hasImage ? 'true' : 'false'}>
      <div className="site-header__banner">
        <div className="container site-header__inner">
          {name}
          {tools}
        </div>
      </div>
      {children}
    </header>
  );
}

/** The banner: engine name over the header image, the account menu, language switch, header tabs, sales banner. */
export function SiteHeader() {
  const signedInCustomer = useSelector(selectSignedInCustomer);
  const tabs = useHeaderTabs(signedInCustomer);
  return (
    <HeaderFrame
      name={<EngineName />}
      tools={
        <div className="site-header__tools">
          <SessionMenu accountMenu={<AccountMenu />} />
          <LanguageSelect className="language-select" />
        </div>
      }
    >
      <div className="site-header__nav">
        <div className="container">
          <HeaderTabsNav tabs={tabs} />
        </div>
      </div>
      <SalesBanner />
    </HeaderFrame>
  );
}
