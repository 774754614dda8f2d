import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeneralConfig } from '@resto/shared/session';
import { ScrollTable } from '@resto/shared/ui';
import { AUDITORIA_LIMITE, useAuditoria, type AuditoriaFiltros } from '../api/auditoria';
import { AuditDetail } from './audit-detail';
import { AuditFilters, SIN_FILTROS, useAccionLabel } from './audit-filters';
import { entityName } from './audit-values';

/** The venue's audit log: who did what and when, what changed, who approved and why; searched by user, action and dates. */
export function AuditLog({ enabled, usuarios }: { enabled: boolean; usuarios: readonly { id: number; nombre: string }[] }) {
  const { t } = useTranslation();
  const { locale, hour12 } = useGeneralConfig();
  const [filtros, setFiltros] = useState<AuditoriaFiltros>(SIN_FILTROS);
  const log = useAuditoria(enabled, filtros);
  const accionLabel = useAccionLabel();
  if (!enabled) return null;
  const format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12 });
  const items = log.data?.items ?? [];
  const paginas = Math.max(1, Math.ceil((log.data?.total ?? 0) / AUDITORIA_LIMITE));
  const entity = (entidad: string) => t(`auditoria.entidades.${entidad}`, { defaultValue: entidad });
  return (
    <Stack gap={2} data-testid="audit-log">
      <Heading as="h2" size="md">
        {t('auditoria.titulo')}
      </Heading>
      <AuditFilters value={filtros} onChange={setFiltros} usuarios={usuarios} />
      {log.isError && (
        <Text color="fg.error" role="alert">
          {t('auditoria.errorCargar')}
        </Text>
      )}
      {log.isSuccess && items.length === 0 && <Text color="fg.muted">{t('auditoria.vacio')}</Text>}
      {items.length > 0 && (
        <ScrollTable label={t('auditoria.titulo')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('auditoria.fecha')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('auditoria.usuario')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('auditoria.accion')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('auditoria.detalle')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('auditoria.aprobadoPor')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('auditoria.motivo')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((entry) => (
              <Table.Row key={entry.id} data-testid="audit-row" verticalAlign="top">
                <Table.Cell whiteSpace="nowrap">{format.format(new Date(entry.fecha))}</Table.Cell>
                <Table.Cell>{entry.usuario.nombre}</Table.Cell>
                <Table.Cell>
                  <Text fontWeight="medium">{accionLabel(entry.accion)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {entity(entry.entidad)}
                    {entityName(entry) !== null ? ` ${entityName(entry)}` : ''}
                    {entry.entidadId !== null ? ` #${entry.entidadId}` : ''}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <AuditDetail entry={entry} />
                </Table.Cell>
                <Table.Cell>{entry.aprobadoPor?.nombre ?? '—'}</Table.Cell>
                <Table.Cell>{entry.motivo ?? '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      {paginas > 1 && (
        <HStack justify="flex-end" gap={2}>
          <Button size="sm" variant="outline" disabled={filtros.pagina <= 1} onClick={() => setFiltros({ ...filtros, pagina: filtros.pagina - 1 })}>
            {t('auditoria.anterior')}
          </Button>
          <Text fontSize="sm" data-testid="audit-pagina">
            {t('auditoria.pagina', { pagina: filtros.pagina, paginas })}
          </Text>
          <Button size="sm" variant="outline" disabled={filtros.pagina >= paginas} onClick={() => setFiltros({ ...filtros, pagina: filtros.pagina + 1 })}>
            {t('auditoria.siguiente')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
