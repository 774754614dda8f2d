import { Badge, CloseButton, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { newClientMutationId } from '@resto/shared/api-client';
import type { Draft, Mesa } from '@resto/shared/contracts';
import { minutesOpen, toMinor, zoneLabel } from '@resto/shared/rules';
import { useMoney } from '@resto/shared/sales-ui';
import { usePermission } from '@resto/shared/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftsStore } from '../state/drafts-actions';
import type { MesaOption } from './move-table-dialog';
import { registerDraftsApprovalTranslations } from '../i18n';
import { ActiveDraft } from './active-draft';
import { OpenTable } from './open-table';
import { PayDialog, type Charge } from './pay-dialog';
import { SplitBillDialog } from './split-bill-dialog';

// The panel's approval dialogs (and its charge's) show the drafts' own texts.
registerDraftsApprovalTranslations();

export interface DraftPanelProps {
  /** The table whose panel is open; null closes it. */
  mesa: Mesa | null;
  /** Its active draft, if any (from the drafts store). */
  draft: Draft | null;
  store: DraftsStore;
  /** Renewed by the page's clock so the minutes open keep ticking. */
  now: Date;
  /** The floor's tables, to move the comanda or join another table to it. */
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
