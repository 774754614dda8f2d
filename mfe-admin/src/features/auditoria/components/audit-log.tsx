import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGeneralConfig } from '@resto/shared/session';
import { ScrollTable } from '../../../components/scroll-table';
import { useAuditoria } from '../api/auditoria';

/** The newest actions above their limits: who, who approved, what, why (issue 17). */
export function AuditLog({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { locale, hour12 } = useGeneralConfig();
  const log = useAuditoria(enabled);
  if (!enabled) return null;
  const format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12 });
  const items = log.data?.items ?? [];
  return (
    <Stack gap={2} data-testid="audit-log">
      <Heading as="h2" size="md">
        {t('auditoria.titulo')}
      </Heading>
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
              <Table.ColumnHeader>{t('auditoria.aprobadoPor')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('auditoria.motivo')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((entry) => (
              <Table.Row key={entry.id} data-testid="audit-row">
                <Table.Cell whiteSpace="nowrap">{format.format(new Date(entry.fecha))}</Table.Cell>
                <Table.Cell>{entry.usuario.nombre}</Table.Cell>
                <Table.Cell>
                  {entry.accion}
                  {entry.entidadId !== null ? ` · ${entry.entidad} ${entry.entidadId}` : ''}
                </Table.Cell>
                <Table.Cell>{entry.aprobadoPor?.nombre ?? '—'}</Table.Cell>
                <Table.Cell>{entry.motivo ?? '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    </Stack>
  );
}
