import type { CheckInTicket } from '@portal/contract/check-in';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../../components/form-field.tsx';
import { ActionError, errorMessageOf } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useCheckIn, useCheckInLookup } from '../api/check-in.ts';
import { CheckInTicketCard, CheckInVerdict, type GateVerdict } from '../components/check-in-ticket.tsx';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';
import type { CameraProblem } from '../components/camera-problem.ts';
import { QrScanner } from '../components/qr-scanner.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const failureOf = (error: unknown) => (error instanceof ActionError ? error.failure : null);

/** The check-in refusals the server answers, as the verdicts the gate shows. */
const refusalVerdicts: Record<string, CheckInTicket['verdict']> = {
  already_checked_in: 'already_checked_in',
  ticket_wrong_day: 'wrong_day',
  ticket_cancelled: 'cancelled',
  ticket_unpaid: 'unpaid',
};

/** The ticket as a refusal of its check-in shows it: another gate may have checked it in since the lookup. */
function refusedTicket(ticket: CheckInTicket, error: unknown): CheckInTicket | null {
  const failure = failureOf(error);
  const verdict = failure ? refusalVerdicts[failure.code] : undefined;
  if (!verdict) return null;
  const { at, by } = failure?.params ?? {};
  const checkedIn = typeof at === 'string' && typeof by === 'string' ? { at, by } : ticket.checked_in;
  return { ...ticket, verdict, checked_in: checkedIn };
}

/**
 * /backoffice/check-in: the gate. An operator (moderators too) scans a ticket's QR code with the device
 * camera or types its order number, sees the verdict in large and what was booked, and checks it in
 * once. Made for a phone held upright first.
 */
export function CheckInPage() {
  const { t } = useTranslation();
  const title = t('console-check-in.title');
  useDocumentTitle(title);
  const lookup = useCheckInLookup();
  const checkIn = useCheckIn();
  const [typed, setTyped] = useState('');
  const [scanning, setScanning] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | null>(null);
  const [ticket, setTicket] = useState<CheckInTicket | null>(null);
  const [verdict, setVerdict] = useState<GateVerdict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const scanButton = useRef<HTMLButtonElement>(null);
  /** set when the camera closes, so the Scan button (back in place of the camera) takes the focus */
  const refocusScan = useRef(false);

  useEffect(() => {
    if (scanning || !refocusScan.current) return;
    refocusScan.current = false;
    scanButton.current?.focus();
  }, [scanning]);

  const clear = () => {
    setTicket(null);
    setVerdict(null);
    setError(null);
    setFieldError(null);
  };

  const show = (found: CheckInTicket, shown: GateVerdict = found.verdict) => {
    setTicket(found);
    setVerdict(shown);
  };

  const find = (code: string) => {
    clear();
    lookup.mutate(code, {
      onSuccess: (found) => show(found),
      onError: (failure) => {
        if (failureOf(failure)?.fields?.code) setFieldError(t('console-check-in.code_format'));
        else setError(errorMessageOf(failure));
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      clear();
      setFieldError(t('console-check-in.code_required'));
      input.current?.focus();
      return;
    }
    find(typed);
  };

  const startCamera = () => {
    clear();
    setCameraProblem(null);
    setScanning(true);
  };

  const stopCamera = () => {
    refocusScan.current = true;
    setScanning(false);
  };

  const read = (text: string) => {
    stopCamera();
    setTyped(text);
    find(text);
  };

  const cameraFailed = (problem: CameraProblem) => {
    refocusScan.current = true;
    setScanning(false);
    setCameraProblem(problem);
  };

  const checkInFound = (found: CheckInTicket) => {
    setError(null);
    checkIn.mutate(found.order_number, {
      onSuccess: (checked) => show(checked, 'checked_in_now'),
      onError: (failure) => {
        const refused = refusedTicket(found, failure);
        if (refused) show(refused);
        else setError(errorMessageOf(failure));
      },
    });
  };

  const forbidden = [lookup.error, checkIn.error].find((e) => failureOf(e)?.code === 'forbidden') ?? null;

  return (
    <div className="page container backoffice check-in">
      <h1 className="page__title">{title}</h1>
      <OperatorGate path="/backoffice/check-in" error={forbidden}>
        <div className="check-in__camera">
          {scanning ? (
            <QrScanner onRead={read} onProblem={cameraFailed} onClose={stopCamera} />
          ) : (
            <button ref={scanButton} type="button" className="button check-in__scan" onClick={startCamera}>
              {t('console-check-in.scan')}
            </button>
          )}
          {cameraProblem && (
            <p className="form-error" role="alert">
              {t(`console-check-in.camera.${cameraProblem}`)}
            </p>
          )}
        </div>
        <form className="check-in__form" onSubmit={submit} noValidate>
          <FormField label={t('console-check-in.code')} hint={t('console-check-in.code_hint')} error={fieldError}>
            {(control) => (
              <input
                {...control}
                ref={input}
                className="form-field__input check-in__code"
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  clear();
                }}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                enterKeyHint="search"
                maxLength={500}
                dir="ltr"
              />
            )}
          </FormField>
          <button type="submit" className="button button--quiet" disabled={lookup.isPending}>
            {t('console-check-in.find')}
          </button>
        </form>
        {error && (
          <p className="form-error check-in__error" role="alert">
            {error}
          </p>
        )}
        <CheckInVerdict ticket={ticket} verdict={verdict} />
        {ticket && (
          <>
            {verdict === 'ok' && (
              <button
                type="button"
                className="button check-in__confirm"
                disabled={checkIn.isPending}
                onClick={() => checkInFound(ticket)}
              >
                {t('console-check-in.check_in')}
              </button>
            )}
            <CheckInTicketCard ticket={ticket} />
          </>
        )}
      </OperatorGate>
    </div>
  );
}
