import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { localToday } from '@fairway/domain/tee-times/local-date';
import type { Block, BlockConflict, BlockPreview } from '@fairway/contract/admin.contract';
import { type AdminCourse, AdminApiError, adminApi, type AdminTarget, type BlockForm } from '../../app/admin-api.ts';
import { endsSession, refusal } from '../../app/admin-errors.ts';
import type { Translate } from '../../app/admin-i18n.ts';
import { browserToday } from '../../shared/dates.ts';

const KINDS: Block['kind'][] = ['maintenance', 'event', 'league', 'shotgun-start', 'other'];
const RESTRICTIONS = ['cart-path-only', 'aeration', 'overseed', 'renovations'] as const;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
/** How far ahead the list looks. */
const LIST_DAYS = 120;

function addDays(date: string, days: number): string {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The form's block, read from its fields (a one-off block ends on its first date). */
function readForm(form: HTMLFormElement): BlockForm {
  const data = new FormData(form);
  const recurring = data.get('repeat') === 'weekly';
  const startsOn = String(data.get('startsOn') ?? '');
  const restriction = String(data.get('restriction') ?? '');
  return {
    facilityId: Number(data.get('facilityId')),
    kind: String(data.get('kind')) as Block['kind'],
    restriction: restriction ? (restriction as Block['restriction']) : null,
    reason: String(data.get('reason') ?? ''),
    startsOn,
    endsOn: recurring ? String(data.get('endsOn') || startsOn) : startsOn,
    weekdays: recurring ? data.getAll('weekdays').map(Number) : [],
    fromTime: String(data.get('fromTime') ?? ''),
    toTime: String(data.get('toTime') ?? ''),
  };
}

function ConflictList({
  conflicts,
  otherEnginePlayers,
  t,
}: {
  conflicts: BlockConflict[];
  otherEnginePlayers: number;
  t: Translate;
}) {
  if (conflicts.length === 0 && otherEnginePlayers === 0) return <p>{t('blocks.noConflicts')}</p>;
  return (
    <>
      {conflicts.length > 0 && (
        <table className="admin-sheet">
          <caption>{t('blocks.conflictsCaption', { count: conflicts.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('blocks.confirmation')}</th>
              <th scope="col">{t('sheet.time')}</th>
              <th scope="col">{t('sheet.players')}</th>
              <th scope="col">{t('blocks.booker')}</th>
            </tr>
          </thead>
          <tbody>
            {conflicts.map((conflict) => (
              <tr key={conflict.reservationId}>
                <td>{conflict.confirmationNumber}</td>
                <td>{conflict.teetime.replace('T', ' ')}</td>
                <td>{conflict.players}</td>
                <td>
                  {conflict.booker.firstName} {conflict.booker.lastName} ({conflict.booker.email})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {otherEnginePlayers > 0 && <p>{t('blocks.otherEngine', { count: otherEnginePlayers })}</p>}
    </>
  );
}

/**
 * The Blocks screen: the alias's blocks (delete with a confirmation step) and a form that previews
 * conflicts before saving. Its days are the courses' (the first course's zone), as the tee sheet's
 * are: a console open in another zone, or late in the evening, lists from the course's today.
 */
export function BlocksView({
  t,
  target,
  onExpired,
  now = () => new Date(),
}: {
  t: Translate;
  target: AdminTarget;
  onExpired: () => void;
  now?: () => Date;
}) {
  const id = useId();
  const [blocks, setBlocks] = useState<Block[] | null>(null);
  const [courses, setCourses] = useState<AdminCourse[] | null>(null);
  const today = courses === null ? null : courses[0] ? localToday(now(), courses[0].timeZone) : browserToday(now());
  const [recurring, setRecurring] = useState(false);
  const [preview, setPreview] = useState<BlockPreview | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = useCallback(
    (caught: unknown) => {
      if (endsSession(caught)) return onExpired();
      setError(refusal(t, caught));
    },
    [t, onExpired],
  );

  const load = useCallback(async () => {
    if (today === null) return;
    try {
      setBlocks((await adminApi.blocks(target, today, addDays(today, LIST_DAYS))).blocks);
    } catch (caught) {
      fail(caught);
    }
  }, [target, fail, today]);

  useEffect(() => {
    adminApi.courses(target).then(setCourses, fail);
  }, [target, fail]);

  useEffect(() => {
    void load();
  }, [load]);

  function changed() {
    setPreview(null);
    setAcknowledged(false);
    setMessage(null);
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      await action();
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  function previewBlock(form: HTMLFormElement) {
    if (!form.reportValidity()) return;
    void run(async () => setPreview(await adminApi.previewBlock(target, readForm(form))));
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void run(async () => {
      try {
        await adminApi.createBlock(target, readForm(form), acknowledged);
      } catch (caught) {
        // Bookings inside the block: show them and ask for the acknowledgement.
        if (caught instanceof AdminApiError && caught.code === 'CONFLICT' && caught.details) {
          setPreview({
            closedTeeTimes: preview?.closedTeeTimes ?? 0,
            ...(caught.details as Omit<BlockPreview, 'closedTeeTimes'>),
          });
          setError(t('blocks.acknowledgeFirst'));
          return;
        }
        throw caught;
      }
      form.reset();
      setRecurring(false);
      changed();
      setMessage(t('blocks.saved'));
      await load();
    });
  }

  function remove(block: Block) {
    void run(async () => {
      const answer = await adminApi.deleteBlock(target, block.id);
      setConfirming(null);
      setMessage(t('blocks.deleted', { count: answer.reopenedTeeTimes }));
      await load();
    });
  }

  const hasConflicts = Boolean(preview && (preview.conflicts.length > 0 || preview.otherEnginePlayers > 0));
  const field = (name: string) => `${id}-${name}`;

  return (
    <section aria-labelledby={field('heading')} className="admin-blocks">
      <h2 id={field('heading')}>{t('blocks.heading')}</h2>
      <div aria-live="polite">{message && <p role="status">{message}</p>}</div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}

      <form
        className="admin-block-form"
        onSubmit={save}
        onChange={(event) => (event.target as unknown as HTMLInputElement).name && changed()}
        aria-labelledby={field('new')}
      >
        <h3 id={field('new')}>{t('blocks.new')}</h3>
        <label htmlFor={field('course')}>{t('sheet.course')}</label>
        <select id={field('course')} name="facilityId" required>
          {(courses ?? []).map((course) => (
            <option key={course.id} value={course.id}>
              {course.name}
            </option>
          ))}
        </select>
        <label htmlFor={field('kind')}>{t('blocks.kind')}</label>
        <select id={field('kind')} name="kind" defaultValue="maintenance">
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`blocks.kinds.${kind}`)}
            </option>
          ))}
        </select>
        <label htmlFor={field('restriction')}>{t('blocks.restriction')}</label>
        <select
          id={field('restriction')}
          name="restriction"
          defaultValue=""
          aria-describedby={field('restriction-help')}
        >
          <option value="">{t('blocks.noRestriction')}</option>
          {RESTRICTIONS.map((restriction) => (
            <option key={restriction} value={restriction}>
              {t(`blocks.restrictions.${restriction}`)}
            </option>
          ))}
        </select>
        <small id={field('restriction-help')}>{t('blocks.restrictionHelp')}</small>
        <label htmlFor={field('reason')}>{t('blocks.reason')}</label>
        <input id={field('reason')} name="reason" required maxLength={300} aria-describedby={field('reason-help')} />
        <small id={field('reason-help')}>{t('blocks.reasonHelp')}</small>
        <fieldset>
          <legend>{t('blocks.repeat')}</legend>
          <label>
            <input type="radio" name="repeat" value="once" checked={!recurring} onChange={() => setRecurring(false)} />{' '}
            {t('blocks.once')}
          </label>
          <label>
            <input type="radio" name="repeat" value="weekly" checked={recurring} onChange={() => setRecurring(true)} />{' '}
            {t('blocks.weekly')}
          </label>
        </fieldset>
        <label htmlFor={field('startsOn')}>{recurring ? t('blocks.firstDate') : t('sheet.date')}</label>
        <input id={field('startsOn')} name="startsOn" type="date" required defaultValue={today ?? ''} />
        {recurring && (
          <>
            <label htmlFor={field('endsOn')}>{t('blocks.lastDate')}</label>
            <input id={field('endsOn')} name="endsOn" type="date" required />
            <fieldset className="admin-weekdays">
              <legend>{t('blocks.weekdays')}</legend>
              {WEEKDAYS.map((day) => (
                <label key={day}>
                  <input type="checkbox" name="weekdays" value={day} /> {t(`blocks.days.${day}`)}
                </label>
              ))}
            </fieldset>
          </>
        )}
        <label htmlFor={field('from')}>{t('blocks.from')}</label>
        <input id={field('from')} name="fromTime" type="time" required defaultValue="07:00" />
        <label htmlFor={field('to')}>{t('blocks.to')}</label>
        <input id={field('to')} name="toTime" type="time" required defaultValue="11:00" />

        <div className="admin-actions">
          <button
            type="button"
            disabled={busy}
            onClick={(event) => {
              const { form } = event.currentTarget;
              if (form) previewBlock(form);
            }}
          >
            {t('blocks.preview')}
          </button>
          <button type="submit" disabled={busy || (hasConflicts && !acknowledged)}>
            {t('blocks.save')}
          </button>
        </div>
        {preview && (
          <div className="admin-preview" role="region" aria-label={t('blocks.previewHeading')}>
            <h4>{t('blocks.previewHeading')}</h4>
            <p>{t('blocks.closes', { count: preview.closedTeeTimes })}</p>
            <ConflictList conflicts={preview.conflicts} otherEnginePlayers={preview.otherEnginePlayers} t={t} />
            {hasConflicts && (
              <label className="admin-acknowledge">
                <input
                  type="checkbox"
                  checked={acknowledged}
                  onChange={(event) => setAcknowledged(event.currentTarget.checked)}
                />{' '}
                {t('blocks.acknowledge')}
              </label>
            )}
          </div>
        )}
      </form>

      <h3>{t('blocks.list')}</h3>
      {!blocks && !error && <p role="status">{t('blocks.loading')}</p>}
      {blocks && blocks.length === 0 && <p>{t('blocks.none')}</p>}
      {blocks && blocks.length > 0 && (
        <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('blocks.list')}>
          <table className="admin-sheet">
            <thead>
              <tr>
                {(['course', 'kind', 'dates', 'times', 'reason', 'actions'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`blocks.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {blocks.map((block) => (
                <tr key={block.id}>
                  <td>{block.courseName}</td>
                  <td>
                    {t(`blocks.kinds.${block.kind}`)}
                    {block.restriction && ` (${t(`blocks.restrictions.${block.restriction}`)})`}
                  </td>
                  <td>
                    {block.startsOn === block.endsOn
                      ? block.startsOn
                      : t('blocks.range', { from: block.startsOn, to: block.endsOn })}
                    {block.weekdays.length > 0 && (
                      <div>{block.weekdays.map((day) => t(`blocks.days.${day}`)).join(', ')}</div>
                    )}
                  </td>
                  <td>
                    {block.fromTime}–{block.toTime}
                  </td>
                  <td>{block.reason}</td>
                  <td>
                    {confirming === block.id ? (
                      <span className="admin-actions">
                        <button
                          type="button"
                          disabled={busy}
                          onClick={() => remove(block)}
                          aria-label={t('blocks.confirmDeleteOf', { reason: block.reason })}
                        >
                          {t('blocks.confirmDelete')}
                        </button>
                        <button type="button" className="admin-secondary" onClick={() => setConfirming(null)}>
                          {t('blocks.keep')}
                        </button>
                      </span>
                    ) : (
                      <button
                        type="button"
                        onClick={() => setConfirming(block.id)}
                        aria-label={t('blocks.deleteOf', { reason: block.reason })}
                      >
                        {t('blocks.delete')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
