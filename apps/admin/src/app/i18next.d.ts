import type en from './locales/en.json';

// The console's translation keys are typed from its en.json: `t('staff.heading')` checks, a typo does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
