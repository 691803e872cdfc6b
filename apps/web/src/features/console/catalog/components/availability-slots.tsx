import type { ConsoleTimeSlot } from '@portal/contract/console-availability';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { ActionError, errorMessageOf, refusedFieldsOf } from '../../../../lib/api.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useAvailabilityChange } from '../api/availability.ts';
import {
  draftOfSlot,
  emptySlotDraft,
  isolatedTime,
  slotInput,
  slotProblems,
  type SlotDraft,
  type SlotField,
} from '../availability-fields.ts';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useInlineForm } from '../../shared/components/use-inline-form.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

type AvailabilitySlotsProps = { packageId: number; slots: ConsoleTimeSlot[]; timeStepOn: boolean };

/**
 * The package's time slots in the order visitors see them: add, change, move up and down, enable or disable,
 * and delete those nobody booked. Tickets are per date; empty is unlimited.
 */
export function AvailabilitySlots({ packageId, slots, timeStepOn }: AvailabilitySlotsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [removing, setRemoving] = useState<ConsoleTimeSlot | null>(null);
  const move = useAvailabilityChange(packageId, 'moveTimeSlot');
  const { editing, openForm, closeForm } = useInlineForm<ConsoleTimeSlot>();
  const moveSlot = (slot: ConsoleTimeSlot, direction: 'up' | 'down') =>
    move.mutate(
      { id: slot.id, direction },
      {
        onSuccess: () =>
          showToast('success', t(`console-availability.slots.moved_${direction}`, { time: isolatedTime(slot.time_slot) })),
        onError: (error) => showToast('error', errorMessageOf(error)),
      },
    );

  return (
    <section className="availability-slots" aria-labelledby={headingId}>
      <h2 className="review__heading" id={headingId}>
        {t('console-availability.slots.heading')}
      </h2>
      <p className="form-field__hint">
        {timeStepOn ? t('console-availability.slots.explained') : t('console-availability.slots.time_step_off')}
      </p>
      {slots.length === 0 && <p className="empty-state">{t('console-availability.slots.none')}</p>}
      <ol className="slot-cards">
        {slots.map((slot, index) => (
          <SlotCard
            key={slot.id}
            packageId={packageId}
            slot={slot}
            first={index === 0}
            last={index === slots.length - 1}
            moving={move.isPending}
            onEdit={() => openForm(slot)}
            onMove={(direction) => moveSlot(slot, direction)}
            onRemove={() => setRemoving(slot)}
          />
        ))}
      </ol>
      {editing ? (
        <SlotForm key={editing.record?.id ?? 'new'} packageId={packageId} slot={editing.record} onClose={closeForm} />
      ) : (
        <button type="button" className="button" onClick={() => openForm(null)}>
          {t('console-availability.slots.add')}
        </button>
      )}
      {removing && <RemoveSlotDialog key={removing.id} packageId={packageId} slot={removing} onDone={() => setRemoving(null)} />}
    </section>
  );
}

type SlotCardProps = {
  packageId: number;
  slot: ConsoleTimeSlot;
  first: boolean;
  last: boolean;
  moving: boolean;
  onEdit: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
};

/** One slot: its time, tickets per date, state and bookings, with its actions. */
function SlotCard({ packageId, slot, first, last, moving, onEdit, onMove, onRemove }: SlotCardProps) {
  const { t } = useTranslation();
  const toggle = useAvailabilityChange(packageId, 'saveTimeSlot');
  const tickets = (n: number | null) => (n === null ? t('console-availability.slots.unlimited') : String(n));
  const time = slot.time_slot;
  const flip = () =>
    toggle.mutate(slotInput({ ...draftOfSlot(slot), enable: slot.enable === 0 }, packageId, slot.id), {
      onSuccess: () =>
        showToast(
          'success',
          t(slot.enable ? 'console-availability.slots.disabled_toast' : 'console-availability.slots.enabled_toast', {
            time: isolatedTime(time),
          }),
        ),
      onError: (error) => showToast('error', errorMessageOf(error)),
    });
  return (
    <li className={slot.enable ? 'slot-card' : 'slot-card slot-card--disabled'}>
      <h3 className="slot-card__time">
        <bdi>{time}</bdi>
      </h3>
      <dl className="slot-card__facts">
        <dt>{t('console-availability.slots.adult_tickets')}</dt>
        <dd>{tickets(slot.adult_tickets)}</dd>
        <dt>{t('console-availability.slots.child_tickets')}</dt>
        <dd>{tickets(slot.child_tickets)}</dd>
        <dt>{t('console-availability.slots.state')}</dt>
        <dd>{slot.enable ? t('console-availability.slots.on') : t('console-availability.slots.off')}</dd>
        <dt>{t('console-availability.slots.bookings')}</dt>
        <dd>{slot.bookings}</dd>
      </dl>
      <div className="slot-card__actions">
        <button
          type="button"
          className="button button--plain"
          onClick={onEdit}
          aria-label={t('console-availability.slots.edit_named', { time })}
        >
          {t('console-availability.slots.edit')}
        </button>
        <button
          type="button"
          className="button button--plain"
          disabled={first || moving}
          onClick={() => onMove('up')}
          aria-label={t('console-availability.slots.move_up_named', { time })}
        >
          {t('console-availability.slots.move_up')}
        </button>
        <button
          type="button"
          className="button button--plain"
          disabled={last || moving}
          onClick={() => onMove('down')}
          aria-label={t('console-availability.slots.move_down_named', { time })}
        >
          {t('console-availability.slots.move_down')}
        </button>
        <button
          type="button"
          className="button button--plain"
          aria-busy={toggle.isPending}
          onClick={() => {
            if (!toggle.isPending) flip();
          }}
          aria-label={t(slot.enable ? 'console-availability.slots.disable_named' : 'console-availability.slots.enable_named', {
            time,
          })}
        >
          {slot.enable ? t('console-availability.slots.disable') : t('console-availability.slots.enable')}
        </button>
        <button
          type="button"
          className="link-button slot-card__delete"
          onClick={onRemove}
          aria-label={t('console-availability.slots.delete_named', { time })}
        >
          {t('console-availability.slots.delete')}
        </button>
      </div>
    </li>
  );
}

type Problems = Partial<Record<SlotField, string>>;

/** The fields a refusal names that this form shows. */
const slotFields: SlotField[] = ['time_slot', 'adult_tickets', 'child_tickets'];

/**
 * A slot's form. Problems found here or by the server are named at their fields, and what was typed stays; a
 * capacity below what is sold or held shows the server's numbers at the tickets field that asked for it.
 */
function SlotForm({ packageId, slot, onClose }: { packageId: number; slot: ConsoleTimeSlot | null; onClose: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useAvailabilityChange(packageId, 'saveTimeSlot');
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [draft, setDraft] = useState<SlotDraft>(() => (slot ? draftOfSlot(slot) : emptySlotDraft));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const edit = <K extends keyof SlotDraft>(field: K, value: SlotDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const showRefusal = (error: Error) => {
    const fields = Object.keys(refusedFieldsOf(error));
    const named = slotFields.filter((field) => fields.includes(field));
    const belowTaken = error instanceof ActionError && error.failure.code === 'capacity_below_taken';
    const reason = (field: SlotField) =>
      belowTaken ? errorMessageOf(error) : t(`console-availability.problems.${field === 'time_slot' ? 'required' : 'tickets'}`);
    setProblems(Object.fromEntries(named.map((field) => [field, reason(field)])));
    setFailure(named.length > 0 ? null : errorMessageOf(error));
    focusFirstInvalid();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = slotProblems(draft);
    setProblems(
      Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`console-availability.problems.${key}`)])),
    );
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    save.mutate(slotInput(draft, packageId, slot?.id ?? null), {
      onSuccess: () => {
        showToast(
          'success',
          t(slot ? 'console-availability.slots.saved' : 'console-availability.slots.created', {
            time: isolatedTime(draft.time_slot.trim()),
          }),
        );
        onClose();
      },
      onError: showRefusal,
    });
  };

  return (
    <section className="slot-form" aria-labelledby={headingId}>
      <h3 className="review__heading" id={headingId} ref={headingRef} tabIndex={-1}>
        {slot
          ? t('console-availability.slots.edit_title', { time: isolatedTime(slot.time_slot) })
          : t('console-availability.slots.new_title')}
      </h3>
      <form ref={formRef} onSubmit={submit} noValidate>
        <fieldset className="slot-form__fields" disabled={save.isPending}>
          <TextField
            label={t('console-availability.slots.time')}
            hint={t('console-availability.slots.time_hint')}
            error={problems.time_slot}
            value={draft.time_slot}
            maxLength={60}
            autoComplete="off"
            onChange={(event) => edit('time_slot', event.target.value)}
          />
          <TextField
            label={t('console-availability.slots.adult_tickets')}
            hint={t('console-availability.slots.tickets_hint')}
            error={problems.adult_tickets}
            value={draft.adult_tickets}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            onChange={(event) => edit('adult_tickets', event.target.value)}
          />
          <TextField
            label={t('console-availability.slots.child_tickets')}
            hint={t('console-availability.slots.tickets_hint')}
            error={problems.child_tickets}
            value={draft.child_tickets}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            onChange={(event) => edit('child_tickets', event.target.value)}
          />
          <SwitchField
            label={t('console-availability.slots.enabled')}
            hint={t('console-availability.slots.enabled_hint')}
            checked={draft.enable}
            onChange={(on) => edit('enable', on)}
          />
        </fieldset>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="slot-form__actions">
          <button type="submit" className="button" aria-busy={save.isPending} disabled={save.isPending}>
            {save.isPending ? t('console-availability.saving') : t('console-availability.slots.save')}
          </button>
          <button type="button" className="button button--plain" onClick={onClose}>
            {t('console.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * Delete, asked first. A slot with bookings or tickets sold or held cannot go (in_use): the dialog then says
 * why and offers to disable it instead, which stops new bookings and keeps the old ones whole.
 */
function RemoveSlotDialog({ packageId, slot, onDone }: { packageId: number; slot: ConsoleTimeSlot; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useAvailabilityChange(packageId, 'deleteTimeSlot');
  const disable = useAvailabilityChange(packageId, 'saveTimeSlot');
  const time = isolatedTime(slot.time_slot);
  return (
    <ConfirmDeleteDialog
      title={t('console-availability.slots.delete_title', { time })}
      text={t('console-availability.slots.delete_text')}
      confirmLabel={t('console-availability.slots.delete')}
      run={() => remove.mutateAsync({ id: slot.id })}
      doneText={t('console-availability.slots.deleted', { time })}
      onDeleted={onDone}
      onCancel={onDone}
      disableInstead={{
        inUse: slot.bookings > 0 || slot.most_adults_taken > 0 || slot.most_children_taken > 0,
        label: t('console-availability.slots.disable'),
        text: t('console-availability.slots.in_use'),
        run: () => disable.mutateAsync(slotInput({ ...draftOfSlot(slot), enable: false }, packageId, slot.id)),
        doneText: t('console-availability.slots.disabled_toast', { time }),
      }}
    />
  );
}
