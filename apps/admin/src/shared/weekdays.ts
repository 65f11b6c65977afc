import { useTranslation } from 'react-i18next';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** ISO weekdays as the console names them, for a checkbox group: Mon … Sun. */
export function useWeekdayChoices() {
  const { t } = useTranslation();
  return WEEKDAYS.map((day) => ({ value: day, label: t(`blocks.days.${day}`) }));
}

/** Days as the console lists them: "Mon, Tue". */
export function useDaysLabel() {
  const { t } = useTranslation();
  return (days: readonly number[]) =>
    days.map((day) => t(`blocks.days.${day as (typeof WEEKDAYS)[number]}`)).join(', ');
}
