import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { CourseNotice } from '@fairway/contract/tee-times.contract';
import { createI18n } from '../../../shared/i18n/i18n.ts';
import fr from '../../../shared/i18n/locales/fr.json';
import { CourseNotices } from './course-notices.tsx';

const facilities = [{ id: 1, name: 'Harbor Pines North' }] as Parameters<typeof CourseNotices>[0]['facilities'];
// An operator's block over two searched days: one notice per day, the same block id.
const notices: CourseNotice[] = ['2026-07-13', '2026-07-20'].map((date) => ({
  id: 4,
  facilityId: 1,
  kind: 'aeration',
  message: 'Greens aerated',
  startsOn: date,
  endsOn: date,
  block: { id: 4, kind: 'maintenance', fromTime: '07:00', toTime: '11:00' },
}));

describe('course notices from operators’ blocks', () => {
  it('shows the restriction alert, the reason and the closed hours of each day', () => {
    render(
      <I18nextProvider i18n={createI18n('fr', fr)}>
        <CourseNotices notices={notices} facilities={facilities} />
      </I18nextProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Aération');
    expect(items[0]).toHaveTextContent('Greens aerated');
    expect(items[0]).toHaveTextContent(/aucun départ de 07:00 à 11:00/);
  });
});
