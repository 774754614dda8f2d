import { Alert, Badge, Button, Field, HStack, IconButton, Input, SegmentGroup, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { newClientMutationId, type ApiResult } from '@resto/shared/api-client';
import { DIVISION_MODOS, type CuentaParte, type DivisionInput, type DivisionModo, type Draft, type PagoInput, type PropinaInput, type Venta } from '@resto/shared/contracts';
import { currencyScale, parseNumberInput } from '@resto/shared/format';
import { fromApi, queryFailure } from '@resto/shared/query';
import { toMinor } from '@resto/shared/rules';
import { AppDialog, approvalRequestOf, CloseSaleDialog, readNumberField, useMoney, useNumberFields, type NumberFieldMessage } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { cobrarParte, dividirCuenta, getDivision, unificarCuenta } from '../api/cuenta-dividida';
import { useApprovalPrompt } from './use-approval-prompt';

export interface SplitBillDialogProps {
  open: boolean;
  draft: Draft;
  onClose: () => void;
  /** The table's bill changed (split, a part charged): the drafts are read again. */
  onChanged: () => void;
  /** The last part was charged: the table is free. */
  onTableClosed: () => void;
}

const divisionKey = (draftId: number) => ['mesas', 'division', draftId] as const;

/**
 * Splits the table's bill (equal parts, amounts, guests or seats; tap a guest, then
 * its products) and charges each part on its own with the close-sale screen (its own payments,
 * currency, tip and document). The table closes when the last part is paid.
 */
export function SplitBillDialog({ open, draft, onClose, onChanged, onTableClosed }: SplitBillDialogProps) {
  const { t } = useTranslation();
  const { amount, currency } = useMoney();
  const queryClient = useQueryClient();
  const [closed, setClosed] = useState(false);
  // Read by the charge's callbacks before React renders again: once the table is closed, its
  // division is gone and is not read again.
  const closedRef = useRef(false);
  const division = useQuery({ queryKey: divisionKey(draft.id), queryFn: fromApi((signal) => getDivision(draft.id, signal)), enabled: open && !closed });
  const [resplit, setResplit] = useState(false);
  const [charging, setCharging] = useState<{ parte: CuentaParte; clientMutationId: string } | null>(null);
  const data = division.data;
  const pending = data?.partes.filter((p) => p.estado === 'pendiente') ?? [];
  const showPlan = data !== undefined && (resplit || pending.length === 0);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: divisionKey(draft.id) });
    onChanged();
  };

  const unsplit = async () => {
    const result = await unificarCuenta(draft.id, newClientMutationId());
    if (!result.success) {
      notify({ severity: 'error', message: result.message ?? t('division.errorCargar') });
      return;
    }
    await refresh();
    onClose();
  };

  const approvalPrompt = useApprovalPrompt();
  const charge = async (pagos: PagoInput[], clientMutationId: string, propinas: PropinaInput[]): Promise<ApiResult<Venta>> => {
    if (!charging) return { success: false, message: '' };
    const body = { pagos, propinas, clientMutationId };
    let result = await cobrarParte(draft.id, charging.parte.id, body);
    // A tip above the venue's limit waits for a manager's PIN, then the same charge (same id) goes again.
    const asked = approvalRequestOf(result);
    if (asked?.accion === 'propina-sobre-limite') {
      const approval = await approvalPrompt.ask(asked);
      if (approval) result = await cobrarParte(draft.id, charging.parte.id, body, approval.token);
    }
    if (!result.success || !result.data) return { success: false, message: result.message ?? '' };
    const parte = t(`division.${charging.parte.modo === 'asientos' ? 'asiento' : 'parte'}`, { n: charging.parte.grupo });
    if (result.data.mesaCerrada) {
      closedRef.current = true;
      setClosed(true);
      notify({ severity: 'success', message: t('division.mesaCerrada', { numero: draft.numeroMesa }) });
    } else notify({ severity: 'success', message: t('division.parteCobrada', { parte }) });
    return { success: true, data: result.data.venta };
  };

  return (
    <>
      <AppDialog open={open} onClose={() => !charging && onClose()} size="xl" testId="split-bill" title={t('division.titulo', { numero: draft.numeroMesa })}>
        {division.isPending ? (
          <HStack justify="center" py={8}>
            <Spinner />
          </HStack>
        ) : division.isError || !data ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{queryFailure(division.error).error ?? t('division.errorCargar')}</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap={4}>
            <HStack justify="space-between" wrap="wrap" data-testid="split-summary">
              <Text>
                {t('division.total')}: <b>{amount(data.total)}</b>
              </Text>
              {data.partes.length > 0 && (
                <Text color="fg.muted">
                  {t('division.cobrado')}: {amount(data.cobrado)} · {t('division.pendiente')}: {amount(data.pendiente)}
                </Text>
              )}
            </HStack>
            {data.partes.length > 0 && <PartsTable partes={data.partes} onCharge={(parte) => setCharging({ parte, clientMutationId: newClientMutationId() })} />}
            {showPlan ? (
              <SplitForm
                draft={draft}
                onDone={async () => {
                  setResplit(false);
                  await refresh();
                }}
              />
            ) : (
              <HStack justify="flex-end" gap={2} wrap="wrap">
                {data.partes.every((p) => p.estado === 'pendiente') ? (
                  <Button variant="outline" onClick={() => void unsplit()} data-testid="split-unificar">
                    {t('division.unificar')}
                  </Button>
                ) : null}
                <Button variant="outline" onClick={() => setResplit(true)} data-testid="split-redividir">
                  {t('division.redividir')}
                </Button>
              </HStack>
            )}
          </Stack>
        )}
      </AppDialog>
      {charging && (
        <CloseSaleDialog
          open
          totalMinor={toMinor(charging.parte.total, currency)}
          clientMutationId={charging.clientMutationId}
          onFinalize={charge}
          onCharged={() => (closedRef.current ? onChanged() : void refresh())}
          onClose={() => {
            setCharging(null);
            if (closed) onTableClosed();
          }}
        />
      )}
      {approvalPrompt.dialog}
    </>
  );
}

function PartsTable({ partes, onCharge }: { partes: readonly CuentaParte[]; onCharge: (parte: CuentaParte) => void }) {
  const { t } = useTranslation();
  const { amount, quantity } = useMoney();
  return (
    <Table.Root size="sm" data-testid="split-parts">
      <Table.Body>
        {partes.map((p) => {
          const label = t(`division.${p.modo === 'asientos' ? 'asiento' : 'parte'}`, { n: p.grupo });
          return (
            <Table.Row key={p.id} data-testid={`split-part-${p.numero}`}>
              <Table.Cell fontWeight="semibold">{label}</Table.Cell>
              <Table.Cell color="fg.muted" fontSize="xs">
                {p.items.map((i) => `${quantity(i.cantidad)} ${i.productoNombre}`).join(', ')}
              </Table.Cell>
              <Table.Cell textAlign="end" data-testid="split-part-total">
                {amount(p.total)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {p.estado === 'pagada' ? (
                  <Badge colorPalette="green">{t('division.estado.pagada')}</Badge>
                ) : (
                  <Button size="xs" colorPalette="primary" onClick={() => onCharge(p)} aria-label={t('division.cobrarParte', { parte: label })} data-testid="split-part-cobrar">
                    {t('division.cobrar')}
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

interface SplitFormValues {
  modo: DivisionModo;
  partesText: string;
  montos: { text: string }[];
  /** The guest or seat of each active item, by item id; 0 while unassigned. */
  grupos: Record<string, number>;
}

/** The split as typed, read into what the api takes; the refusals in the user's language. */
function splitSchema(draft: Draft, locale: string, currency: string, messages: { partes: string; montos: string; asignacion: string; numero: NumberFieldMessage }) {
  const active = draft.items.filter((i) => !i.eliminado);
  return z
    .object({ modo: z.enum(DIVISION_MODOS), partesText: z.string(), montos: z.array(z.object({ text: z.string() })), grupos: z.record(z.string(), z.number()) })
    .superRefine((v, ctx) => {
      if (v.modo === 'iguales') {
        const n = readNumberField(v.partesText, { locale, decimals: 0, blank: null });
        if (n === null || n < 2 || n > 50) ctx.addIssue({ code: 'custom', message: messages.partes, path: ['partesText'] });
      } else if (v.modo === 'montos') {
        // Each part is money: the venue's locale and the currency's own decimals (CLP none), and
        // what is wrong with a text is said as every money field says it.
        v.montos.forEach((m, i) => {
          const parsed = parseNumberInput(m.text, { locale, decimals: currencyScale(currency), allowNegative: false });
          const message = !parsed.ok ? messages.numero(parsed.reason, currencyScale(currency)) : parsed.value <= 0 ? messages.montos : null;
          if (message) ctx.addIssue({ code: 'custom', message, path: ['montos', i, 'text'] });
        });
      } else if (active.some((i) => !v.grupos[String(i.id)])) {
        ctx.addIssue({ code: 'custom', message: messages.asignacion, path: ['grupos'] });
      }
    })
    .transform((v): DivisionInput => {
      if (v.modo === 'iguales') return { modo: 'iguales', partes: readNumberField(v.partesText, { locale, decimals: 0, blank: null })! };
      if (v.modo === 'montos') return { modo: 'montos', montos: v.montos.map((m) => readNumberField(m.text, { locale, currency, blank: null })!) };
      return { modo: v.modo, asignacion: active.map((i) => ({ itemId: i.id, parte: v.grupos[String(i.id)]! })) };
    });
}

function SplitForm({ draft, onDone }: { draft: Draft; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { locale, currency, message } = useNumberFields();
  const { quantity } = useMoney();
  const active = draft.items.filter((i) => !i.eliminado);
  const schema = useMemo(
    () =>
      splitSchema(draft, locale, currency, {
        partes: t('division.partesInvalidas'),
        montos: t('division.montosInvalidos'),
        asignacion: t('division.asignacionIncompleta'),
        numero: message,
      }),
    [draft, locale, currency, message, t],
  );
  const form = useForm<SplitFormValues, unknown, DivisionInput>({
    resolver: zodResolver(schema),
    defaultValues: { modo: 'iguales', partesText: String(Math.max(2, draft.comensales)), montos: [{ text: '' }, { text: '' }], grupos: {} },
  });
  const { control, register, setValue, handleSubmit, formState, setError } = form;
  const montos = useFieldArray({ control, name: 'montos' });
  const modo = useWatch({ control, name: 'modo' });
  const grupos = useWatch({ control, name: 'grupos' });
  const [guests, setGuests] = useState(Math.max(2, draft.comensales));
  const [current, setCurrent] = useState(1);
  const groupLabel = (n: number) => t(modo === 'asientos' ? 'division.asiento' : 'division.comensal', { n });

  const submit = handleSubmit(async (input) => {
    const result = await dividirCuenta(draft.id, { ...input, clientMutationId: newClientMutationId() });
    if (!result.success) {
      setError('root', { type: 'server', message: result.message ?? t('division.errorCargar') });
      return;
    }
    notify({ severity: 'success', message: t('division.hecho') });
    await onDone();
  });

  const errors = formState.errors;
  const firstError =
    errors.root?.message ??
    errors.partesText?.message ??
    errors.montos?.find?.((m) => m?.text?.message)?.text?.message ??
    (errors.grupos as { message?: string } | undefined)?.message;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Field.Root>
          <Field.Label>{t('division.modo')}</Field.Label>
          <SegmentGroup.Root value={modo} onValueChange={(e) => setValue('modo', e.value as DivisionModo)} size="sm" data-testid="split-modo">
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={DIVISION_MODOS.map((m) => ({ value: m, label: t(`division.modos.${m}`) }))} />
          </SegmentGroup.Root>
        </Field.Root>

        {modo === 'iguales' && (
          <Field.Root invalid={!!errors.partesText} maxW="12rem">
            <Field.Label>{t('division.partes')}</Field.Label>
            <Input inputMode="numeric" {...register('partesText')} data-testid="split-partes" />
          </Field.Root>
        )}

        {modo === 'montos' && (
          <Stack gap={2}>
            {montos.fields.map((f, i) => (
              <HStack key={f.id}>
                <Field.Root invalid={!!errors.montos?.[i]}>
                  <Input inputMode="decimal" aria-label={t('division.monto', { n: i + 1 })} {...register(`montos.${i}.text`)} data-testid={`split-monto-${i + 1}`} />
                </Field.Root>
                {montos.fields.length > 1 && (
                  <IconButton size="sm" variant="ghost" aria-label={t('division.quitarMonto', { n: i + 1 })} onClick={() => montos.remove(i)}>
                    ×
                  </IconButton>
                )}
              </HStack>
            ))}
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => montos.append({ text: '' })}>
              {t('division.agregarMonto')}
            </Button>
          </Stack>
        )}

        {(modo === 'items' || modo === 'asientos') && (
          <Stack gap={3}>
            <Text fontSize="sm" color="fg.muted">
              {t(modo === 'asientos' ? 'division.asignarAsiento' : 'division.asignar')}
            </Text>
            <Wrap gap={2} data-testid="split-grupos">
              {Array.from({ length: guests }, (_, i) => i + 1).map((n) => (
                <Button key={n} size="sm" variant={n === current ? 'solid' : 'outline'} colorPalette="primary" onClick={() => setCurrent(n)} data-testid={`split-grupo-${n}`}>
                  {groupLabel(n)}
                </Button>
              ))}
              <Button size="sm" variant="ghost" onClick={() => setGuests((g) => Math.min(50, g + 1))} aria-label={t('division.agregarMonto')}>
                +
              </Button>
            </Wrap>
            <Stack gap={1}>
              {active.map((item) => {
                const assigned = grupos[String(item.id)] ?? 0;
                return (
                  <Button
                    key={item.id}
                    variant={assigned ? 'subtle' : 'outline'}
                    colorPalette={assigned ? 'primary' : 'gray'}
                    justifyContent="space-between"
                    h="auto"
                    py={2}
                    whiteSpace="normal"
                    textAlign="start"
                    onClick={() => setValue('grupos', { ...grupos, [String(item.id)]: assigned === current ? 0 : current })}
                    data-testid={`split-item-${item.id}`}
                  >
                    <Text>
                      {quantity(item.cantidad)} × {item.productoNombre}
                    </Text>
                    <Badge colorPalette={assigned ? 'primary' : 'gray'}>{assigned ? groupLabel(assigned) : t('division.sinAsignar')}</Badge>
                  </Button>
                );
              })}
            </Stack>
          </Stack>
        )}

        {firstError && (
          <Alert.Root status="error" data-testid="split-error">
            <Alert.Indicator />
            <Alert.Title>{firstError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="primary" loading={formState.isSubmitting} data-testid="split-confirmar">
            {t('division.confirmar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
