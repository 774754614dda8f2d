import { Badge, Button, CloseButton, Drawer, HStack, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { newClientMutationId } from '@resto/shared/api-client';
import { ACCIONES_APROBABLES, type AccionAprobable, type Draft, type DraftItem, type Mesa, type ProductoVenta } from '@resto/shared/contracts';
import { minutesOpen, toMinor, zoneLabel } from '@resto/shared/rules';
import { CloseSaleDialog, ManagerApprovalDialog, useMoney, type ApprovalRequest } from '@resto/shared/sales-ui';
import { usePermission, useSession } from '@resto/shared/session';
import { notify } from '@resto/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Approval } from '../../../lib/drafts-state/api/set-discount';
import type { DraftsStore } from '../../../lib/drafts-state/drafts-actions';
import { registerDraftsApprovalTranslations } from '../i18n';
import { CancelTableDialog } from './cancel-table-dialog';
import { useChargeApproval } from './use-charge-approval';
import { AddItemDialog } from './add-item-dialog';
import { DeleteItemDialog } from './delete-item-dialog';
import { DiscountForm } from './discount-form';
import { DraftDetailsForm, emptyDetails, type DraftDetails } from './draft-details-form';
import { DraftItems } from './draft-items';
import { DraftTotals } from './draft-totals';
import { NotesDialog } from './notes-dialog';
import { ProductAdder } from './product-adder';
import { SplitBillDialog } from './split-bill-dialog';
import { MoveTableDialog, type MesaOption } from '../../../lib/mesas-union/move-table-dialog';

export interface DraftPanelProps {
  /** The table whose panel is open; null closes it. */
  mesa: Mesa | null;
  /** Its active draft, if any (from the drafts store). */
  draft: Draft | null;
  store: DraftsStore;
  /** Renewed by the page's clock so the minutes open keep ticking. */
  now: Date;
  /** Issue 16: the floor's tables, to move the comanda or join another table to it. */
  mesas?: readonly MesaOption[];
  onClose: () => void;
}

/**
 * A table's side panel: open it (diners, comment, waiter, customer), or work on its draft
 * (products, quantities, notes, deletions with a reason, discount), cancel it or charge it with
 * the money path's payment screen.
 */
export function DraftPanel({ mesa, draft, store, now, mesas = [], onClose }: DraftPanelProps) {
  const { t } = useTranslation();
  const { currency } = useMoney();
  // Charging a table or splitting its bill is a sale (ventas.vender): a mozo without it is not offered either.
  const canCharge = usePermission('ventas.vender');
  // The close-sale screen outlives the draft: once charged, it shows the sale's document.
  const [charge, setCharge] = useState<Charge | null>(null);
  // The split bill outlives the draft too: paying its last part frees the table, and the cashier
  // still sees that part's sale (document, change) until closing it.
  const [splitting, setSplitting] = useState<Draft | null>(null);

  return (
    <Drawer.Root
      open={mesa !== null}
      onOpenChange={(e) => {
        if (!e.open && !charge && !splitting) onClose();
      }}
      placement="end"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="draft-panel">
            {mesa && (
              <>
                <Drawer.Header borderBottomWidth="1px">
                  <Stack gap={1}>
                    <HStack gap={3}>
                      <Drawer.Title flex="none">{t('resto.panel.mesa', { numero: mesa.numero })}</Drawer.Title>
                      <Badge colorPalette={draft ? 'red' : mesa.estado === 'reservada' ? 'orange' : 'green'} data-testid="panel-estado">
                        {t(`resto.estados.${draft ? 'ocupada' : mesa.estado === 'reservada' ? 'reservada' : 'libre'}`)}
                      </Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {draft
                        ? t('resto.panel.resumenOcupada', {
                            zona: zoneLabel(mesa.zona),
                            comensales: draft.comensales,
                            minutos: minutesOpen(draft.fechaApertura, now),
                          })
                        : t('resto.panel.resumenLibre', { zona: zoneLabel(mesa.zona), capacidad: mesa.capacidad })}
                    </Text>
                  </Stack>
                </Drawer.Header>
                {draft ? (
                  <ActiveDraft
                    key={draft.id}
                    mesa={mesa}
                    draft={draft}
                    store={store}
                    mesas={mesas}
                    onPay={canCharge ? () => setCharge({ draftId: draft.id, clientMutationId: newClientMutationId(), totalMinor: toMinor(draft.total, currency) }) : undefined}
                    onSplit={canCharge ? () => setSplitting(draft) : undefined}
                    onClose={onClose}
                  />
                ) : (
                  <Drawer.Body>
                    <OpenTable mesa={mesa} store={store} />
                  </Drawer.Body>
                )}
              </>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.cerrar')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {/* Outside the content: it must survive the draft being cleared once charged. */}
      {mesa && charge && (
        <PayDialog
          mesa={mesa}
          draft={draft}
          store={store}
          charge={charge}
          onClose={(charged) => {
            setCharge(null);
            if (charged) onClose();
          }}
        />
      )}
      {mesa && splitting && (
        <SplitBillDialog
          open
          draft={draft?.id === splitting.id ? draft : splitting}
          onClose={() => setSplitting(null)}
          onChanged={() => void store.load()}
          onTableClosed={() => {
            setSplitting(null);
            void store.load();
            onClose();
          }}
        />
      )}
    </Drawer.Root>
  );
}

/** Runs a store action and tells the user when it failed (the store keeps the message). */
registerDraftsApprovalTranslations();

/** A refused action a manager may approve on the spot (issue 17), and how to retry it. */
interface PendingApproval {
  request: ApprovalRequest;
  motivo: string | undefined;
  retry: (approval: Approval) => Promise<boolean>;
}

function useAction(store: DraftsStore) {
  /** `handled`: a refusal the caller takes care of otherwise (a manager's approval asked) is not told as an error. */
  return async function run<T>(action: Promise<T | null | false>, success?: string, handled?: () => boolean): Promise<boolean> {
    const result = await action;
    if (!result) {
      if (handled?.()) return false;
      const message = store.getState().error;
      if (message) notify({ severity: 'error', message });
      return false;
    }
    if (success) notify({ severity: 'success', message: success });
    return true;
  };
}

function OpenTable({ mesa, store }: { mesa: Mesa; store: DraftsStore }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const run = useAction(store);
  const open = (values: DraftDetails) =>
    run(
      store.createDraft(mesa, {
        comensales: values.comensales,
        comentario: values.comentario.trim() || null,
        camarero: values.camarero.trim() || null,
        clienteId: values.cliente?.id ?? null,
      }),
    );
  return (
    <Stack gap={4}>
      {mesa.estado === 'reservada' && (
        <Text color="orange.fg" data-testid="mesa-reservada">
          {t('resto.panel.reservadaAviso')}
        </Text>
      )}
      <Text fontWeight="semibold">{t('resto.panel.abrirTitulo')}</Text>
      <DraftDetailsForm initial={emptyDetails(user?.nombre ?? '')} submitLabel={t('resto.panel.abrir')} onSubmit={open} testId="abrir-mesa" />
    </Stack>
  );
}

interface ActiveDraftProps {
  mesa: Mesa;
  draft: Draft;
  store: DraftsStore;
  mesas: readonly MesaOption[];
  /** Absent for someone who may not charge (ventas.vender): Cobrar and Dividir are not offered. */
  onPay?: () => void;
  onSplit?: () => void;
  onClose: () => void;
}

function ActiveDraft({ mesa, draft, store, mesas, onPay, onSplit, onClose }: ActiveDraftProps) {
  const { t } = useTranslation();
  const run = useAction(store);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState<ProductoVenta | null>(null);
  const [deleting, setDeleting] = useState<DraftItem | null>(null);
  const [noting, setNoting] = useState<DraftItem | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [pending, setPending] = useState<PendingApproval | null>(null);
  const [moving, setMoving] = useState(false);
  const numero = mesa.numero;
  // Issue 16: held lines (a later course) must be fired or deleted before the table is charged.
  const held = draft.items.filter((i) => i.enEspera && !i.eliminado).length;

  /** Runs an action; when the api answers that a manager must approve it, asks for the PIN and retries with the token. */
  const guarded = (attempt: (approval: Approval) => Promise<unknown>, motivo?: string, success?: string, onAsked?: () => void): Promise<boolean> =>
    run(attempt({ motivo }) as Promise<unknown>, success, () => {
      // The approval dialog says why; no error toast over it.
      const request = store.takeApprovalRequest();
      if (!request || !(ACCIONES_APROBABLES as readonly string[]).includes(request.accion)) return false;
      onAsked?.();
      setPending({
        request: { accion: request.accion as AccionAprobable, entidadId: request.entidadId, valor: request.valor, message: request.message },
        motivo,
        retry: (approval) => run(attempt(approval) as Promise<unknown>, success),
      });
      return true;
    });

  const details: DraftDetails = {
    comensales: draft.comensales,
    comentario: draft.comentario ?? '',
    camarero: draft.camarero ?? '',
    cliente: draft.cliente,
  };
  const saveDetails = async (values: DraftDetails) => {
    const saved = await guarded((approval) =>
      store.patchDraft(numero, {
        comensales: values.comensales,
        comentario: values.comentario.trim(),
        camarero: values.camarero.trim(),
        clienteId: values.cliente?.id ?? null,
      }, approval),
    );
    if (saved) setEditing(false);
  };

  return (
    <>
      <Drawer.Body>
        <Stack gap={5}>
          {editing ? (
            <DraftDetailsForm initial={details} submitLabel={t('common.guardar')} onSubmit={saveDetails} onCancel={() => setEditing(false)} testId="editar-mesa" />
          ) : (
            <HStack justify="space-between" align="flex-start" data-testid="draft-datos">
              <Stack gap={0} fontSize="sm">
                <Text>{t('resto.panel.comensales', { n: draft.comensales })}</Text>
                {draft.camarero && <Text>{t('resto.panel.camarero', { nombre: draft.camarero })}</Text>}
                {draft.cliente && <Text>{t('resto.panel.cliente', { nombre: draft.cliente.nombre })}</Text>}
                {draft.comentario && <Text fontStyle="italic">“{draft.comentario}”</Text>}
              </Stack>
              <Button size="xs" variant="outline" onClick={() => setEditing(true)} data-testid="editar-datos">
                {t('resto.panel.editarDatos')}
              </Button>
            </HStack>
          )}
          <Separator />
          <ProductAdder onPick={setAdding} />
          <Separator />
          {held > 0 && (
            <Button alignSelf="flex-start" size="sm" colorPalette="orange" variant="subtle" onClick={() => void run(store.fireHeld(numero), t('resto.panel.marchado'))} data-testid="marchar-en-espera">
              {t('resto.panel.marchar', { n: held })}
            </Button>
          )}
          <DraftItems
            items={draft.items}
            // Fewer of what the kitchen has: a manager's approval when the api asks for it (issue 17).
            onQuantity={(item, cantidad) => void guarded((approval) => store.changeQuantity(numero, item.id, cantidad, approval))}
            onDelete={setDeleting}
            onRestore={(item) => void guarded((approval) => store.restoreItem(numero, item.id, approval))}
            onNotes={setNoting}
          />
          <DiscountForm draft={draft} onApply={(tipo, valor) => guarded((approval) => store.setDiscount(numero, tipo, valor, approval))} />
          <DraftTotals draft={draft} />
        </Stack>
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px" justifyContent="space-between">
        <Button variant="outline" colorPalette="red" onClick={() => setCancelling(true)} data-testid="cancelar-mesa">
          {t('resto.panel.cancelarMesa')}
        </Button>
        <HStack gap={2} wrap="wrap" justify="flex-end">
          <Button variant="outline" onClick={() => setMoving(true)} data-testid="mover-mesa-abrir">
            {t('mesas.moverUnir')}
          </Button>
          {onSplit && (
            <Button variant="outline" disabled={draft.cantidadItems === 0} onClick={onSplit} data-testid="dividir-cuenta">
              {t('division.dividir')}
            </Button>
          )}
          {onPay ? (
            <Button colorPalette="primary" size="lg" disabled={draft.cantidadItems === 0} onClick={onPay} data-testid="cobrar-mesa">
              {t('resto.panel.cobrar')}
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="cobra-la-caja">
              {t('resto.panel.cobraLaCaja')}
            </Text>
          )}
        </HStack>
      </Drawer.Footer>

      <MoveTableDialog
        open={moving}
        draft={draft}
        mesas={mesas}
        onClose={() => setMoving(false)}
        onDone={() => {
          setMoving(false);
          // The comanda may be on another table now: the floor is read again and this panel closes.
          void store.load();
          onClose();
        }}
      />

      <AddItemDialog producto={adding} onClose={() => setAdding(null)} onAdd={(input) => guarded((approval) => store.addItem(numero, input, approval), undefined, undefined, () => setAdding(null))} />
      <NotesDialog
        item={noting}
        onClose={() => setNoting(null)}
        onSave={(notas) => (noting ? run(store.setNotas(numero, noting.id, notas), t('resto.notas.hecho')) : Promise.resolve(false))}
      />
      <DeleteItemDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        // A line the kitchen has: the dialog gives way to the manager's approval, and the deletion is retried with it.
        onConfirm={(motivo) =>
          deleting
            ? guarded((approval) => store.deleteItem(numero, deleting.id, motivo, approval), motivo, t('resto.eliminar.hecho'), () => setDeleting(null))
            : Promise.resolve(false)
        }
      />
      <CancelTableDialog
        open={cancelling}
        numero={numero}
        needsReason={draft.cantidadItems > 0}
        onClose={() => setCancelling(false)}
        onConfirm={(motivo) => {
          setCancelling(false);
          // The panel closes only once it is done; a refusal is told, and approval asked when it may be given.
          void guarded((approval) => store.cancelDraft(numero, { ...approval, motivo: approval.motivo ?? motivo }), motivo, t('resto.cancelar.hecho', { numero })).then(
            (done) => done && onClose(),
          );
        }}
      />
      <ManagerApprovalDialog
        request={pending?.request ?? null}
        motivo={pending?.motivo}
        onClose={() => setPending(null)}
        onApproved={(token, motivo) => {
          const retry = pending?.retry;
          setPending(null);
          if (retry) void retry({ token, motivo }).then((done) => done && pending?.request.accion === 'cancelar-mesa' && onClose());
        }}
      />
    </>
  );
}

/** One charge of a draft: its id is kept across retries, so a timeout never charges twice. */
interface Charge {
  draftId: number;
  clientMutationId: string;
  /** The total when the charge started, shown once the draft is gone (charged). */
  totalMinor: number;
}

interface PayDialogProps {
  mesa: Mesa;
  draft: Draft | null;
  store: DraftsStore;
  charge: Charge;
  /** `charged`: the draft became a sale (the table is free now). */
  onClose: (charged: boolean) => void;
}

/** The money path's close-sale screen, charging this table's draft. */
function PayDialog({ mesa, draft, store, charge, onClose }: PayDialogProps) {
  const { currency } = useMoney();
  const current = draft?.id === charge.draftId ? draft : null;
  // Another device may still change the draft while paying: the total follows it.
  const totalMinor = current ? toMinor(current.total, currency) : charge.totalMinor;

  const { finalize, dialog } = useChargeApproval(store, mesa.numero);

  return (
    <>
      {dialog}
      <CloseSaleDialog
        open
        totalMinor={totalMinor}
        clientMutationId={charge.clientMutationId}
        onFinalize={finalize}
        onCharged={() => undefined}
        onClose={() => onClose(current === null)}
      />
    </>
  );
}
