import type en from './locales/en.json';

// Translation keys are typed from en.json: `t('tabs.teeTimes')` checks, a typo does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
