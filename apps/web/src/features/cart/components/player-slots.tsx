import type { CartItem } from '@fairway/contract/cart.contract';
import { partyCapacity } from '@fairway/domain/tee-times/allowed-players';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemActions } from '../hooks/use-item-actions.ts';
import { teeTimeView } from './cart-format.ts';

/** The group of a tee-time item: the lead golfer and partner slots, named or not, added and removed (SPEC §3 slot roles). */
export function PlayerSlots({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const headingId = useId();
  const view = teeTimeView(item);
  const { addPartner, removePartner } = useItemActions(item.id);
  const [name, setName] = useState('');
  const slots = view.slots ?? [];
  const max = partyCapacity(view.rate.isSimulator, view.groupSize);
  const canAdd = slots.length < max;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await addPartner(name)) setName('');
  }

  return (
    <section className="cart-card__section" aria-labelledby={headingId} data-testid="player-slots">
      <h4 id={headingId} className="cart-card__subheading">
        {t('cart.party')}
      </h4>
      <ol className="cart-slots">
        {slots.map((slot, index) => {
          const label = slot.isPrimary ? t('cart.leadGolfer') : (slot.name ?? t('cart.unnamedPlayer'));
          return (
            <li key={slot.id} className="cart-slots__slot" data-testid="player-slot">
              <span className="cart-slots__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="cart-slots__name">
                <span className="visually-hidden">{t('cart.playerNumber', { number: index + 1 })}: </span>
                {label}
              </span>
              {slot.isPrimary ? null : (
                <button
                  type="button"
                  className="link-button cart-slots__remove"
                  aria-label={t('cart.removePlayer', {
                    name: slot.name ?? t('cart.playerNumber', { number: index + 1 }),
                  })}
                  onClick={() => void removePartner(slot.id)}
                >
                  {t('cart.remove')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {canAdd ? (
        <form className="cart-slots__add" onSubmit={(event) => void onSubmit(event)}>
          <label className="field">
            <span className="field__label">{t('cart.playerName')}</span>
            <input
              className="field__input"
              value={name}
              maxLength={200}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <button type="submit" className="button button--secondary">
            {t('cart.addPlayer')}
          </button>
        </form>
      ) : (
        <p className="cart-card__hint">{t('cart.partyFull')}</p>
      )}
    </section>
  );
}
