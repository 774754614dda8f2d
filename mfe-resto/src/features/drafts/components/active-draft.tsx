import { Button, Drawer, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { ACCIONES_APROBABLES, type AccionAprobable, type Draft, type DraftItem, type Mesa, type ProductoVenta } from '@resto/shared/contracts';
import { ManagerApprovalDialog, type ApprovalRequest } from '@resto/shared/sales-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Approval } from '../api/set-discount';
import type { DraftsStore } from '../state/drafts-actions';
import { MoveTableDialog, type MesaOption } from './move-table-dialog';
import { AddItemDialog } from './add-item-dialog';
import { CancelTableDialog } from './cancel-table-dialog';
import { DeleteItemDialog } from './delete-item-dialog';
import { DiscountForm } from './discount-form';
import { DraftDetailsForm, type DraftDetails } from './draft-details-form';
import { DraftItems } from './draft-items';
import { DraftTotals } from './draft-totals';
import { NotesDialog } from './notes-dialog';
import { ProductAdder } from './product-adder';
import { useAction } from './use-draft-action';

/** A refused action a manager may approve on the spot, and how to retry it. */
interface PendingApproval {
  request: ApprovalRequest;
  motivo: string | undefined;
  retry: (approval: Approval) => Promise<boolean>;
}

export interface ActiveDraftProps {
  mesa: Mesa;
  draft: Draft;
  store: DraftsStore;
  mesas: readonly MesaOption[];
  /** Absent for someone who may not charge (ventas.vender): Cobrar and Dividir are not offered. */
  onPay?: () => void;
  onSplit?: () => void;
  onClose: () => void;
}

/**
 * An occupied table's panel: its details, products, quantities, notes, deletions with a reason
 * and discount, with the way to cancel it, move it, split it or charge it.
 */
export function ActiveDraft({ mesa, draft, store, mesas, onPay, onSplit, onClose }: ActiveDraftProps) {
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
  // Held lines (a later course) must be fired or deleted before the table is charged.
  const held = draft.items.filter((i) => i.enEspera && !i.eliminado).length;

  /**
   * Runs an action; when the api answers that a manager must approve it, asks for the PIN and
   * retries with the token. A change that needs a second approval (a void that also outgrows the
   * discount) asks again and is retried with both tokens.
   */
  const guarded = (attempt: (approval: Approval) => Promise<unknown>, motivo?: string, success?: string, onAsked?: () => void): Promise<boolean> => {
    const tryWith = (approval: Approval, tokens: readonly string[]): Promise<boolean> =>
      run(attempt(approval) as Promise<unknown>, success, () => {
        // The approval dialog says why; no error toast over it.
        const request = store.takeApprovalRequest();
        if (!request || !(ACCIONES_APROBABLES as readonly string[]).includes(request.accion)) return false;
        if (tokens.length === 0) onAsked?.();
        setPending({
          request: { accion: request.accion as AccionAprobable, entidadId: request.entidadId, valor: request.valor, message: request.message },
          motivo,
          retry: (given) => {
            const all = typeof given.token === 'string' ? [...tokens, given.token] : tokens;
            return tryWith({ ...given, token: all }, all);
          },
        });
        return true;
      });
    return tryWith({ motivo }, []);
  };

  const details: DraftDetails = {
    comensales: draft.comensales,
    comentario: draft.comentario ?? '',
    camarero: draft.camarero ?? '',
    cliente: draft.cliente,
  };
  const saveDetails = async (values: DraftDetails) => {
    const saved = await guarded((approval) =>
      store.patchDraft(
        numero,
        {
          comensales: values.comensales,
          comentario: values.comentario.trim(),
          camarero: values.camarero.trim(),
          clienteId: values.cliente?.id ?? null,
        },
        approval,
      ),
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
            <Button
              alignSelf="flex-start"
              size="sm"
              colorPalette="orange"
              variant="subtle"
              onClick={() => void run(store.fireHeld(numero), t('resto.panel.marchado'))}
              data-testid="marchar-en-espera"
            >
              {t('resto.panel.marchar', { n: held })}
            </Button>
          )}
          <DraftItems
            items={draft.items}
            // Fewer of what the kitchen has: a manager's approval when the api asks for it.
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

      <AddItemDialog
        producto={adding}
        onClose={() => setAdding(null)}
        onAdd={(input) =>
          guarded(
            (approval) => store.addItem(numero, input, approval),
            undefined,
            undefined,
            () => setAdding(null),
          )
        }
      />
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
            ? guarded(
                (approval) => store.deleteItem(numero, deleting.id, motivo, approval),
                motivo,
                t('resto.eliminar.hecho'),
                () => setDeleting(null),
              )
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
