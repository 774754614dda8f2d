import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Cliente } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';

export interface ClientesTableProps {
  clientes: readonly Cliente[];
  onEdit: (cliente: Cliente) => void;
  onToggleActive: (cliente: Cliente) => void;
  /** Opens the customer's current account. */
  onAccount: (cliente: Cliente) => void;
}

/*
 * The table fits its box with any data (a 120-character name pushed Contacto and
 * Acciones off-screen): fixed column widths, names and e-mails wrap or truncate with the whole
 * text on hover; in a narrow box the CUIT and discount move under the name.
 */
const WIDE = '@container (min-width: 56rem)';
const NARROW = '@container (max-width: 55.99rem)';
const wideOnly = { [NARROW]: { display: 'none' } };
const narrowOnly = { [WIDE]: { display: 'none' } };
const WIDTHS: Record<(typeof COLUMNS)[number], string | undefined> = {
  nombre: undefined,
  contacto: '12rem',
  cuit: '8rem',
  descuento: '5rem',
  cuenta: '9.5rem',
  estado: '6rem',
  acciones: '7.5rem',
};
const COLUMNS = ['nombre', 'contacto', 'cuit', 'descuento', 'cuenta', 'estado', 'acciones'] as const;
const NARROW_HIDDEN = new Set<string>(['cuit', 'descuento']);

export function ClientesTable({ clientes, onEdit, onToggleActive, onAccount }: ClientesTableProps) {
  const { t } = useTranslation();
  const { amount, percent } = useMoney();
  if (clientes.length === 0) return <Text color="fg.muted">{t('ventas.clientes.sinClientes')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" css={{ containerType: 'inline-size' }}>
      <Table.Root size="sm" tableLayout="fixed" w="full" data-testid="clientes-table">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} w={WIDTHS[c]} css={NARROW_HIDDEN.has(c) ? wideOnly : undefined}>
                {t(`ventas.clientes.columnas.${c}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {clientes.map((c) => (
            <Table.Row key={c.id} data-testid="cliente-row" opacity={c.activo ? 1 : 0.6}>
              <Table.Cell>
                <Text fontWeight="semibold" lineClamp={2} wordBreak="break-word" title={c.nombre} data-testid="cliente-nombre">
                  {c.nombre}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate title={c.ciudad}>
                  {c.ciudad}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate css={narrowOnly}>
                  {[c.cuit, c.descuento > 0 ? percent(c.descuento) : ''].filter(Boolean).join(' · ')}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Text truncate title={c.telefono}>
                  {c.telefono}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate title={c.email ?? undefined}>
                  {c.email}
                </Text>
              </Table.Cell>
              <Table.Cell css={wideOnly} wordBreak="break-all">
                {c.cuit}
              </Table.Cell>
              <Table.Cell css={wideOnly} whiteSpace="nowrap">
                {c.descuento > 0 ? percent(c.descuento) : ''}
              </Table.Cell>
              <Table.Cell data-testid="cliente-saldo">
                {/* A customer whose account was turned off may still owe, or be owed, money. */}
                {(c.cuentaCorriente || c.saldo !== 0) && (
                  <Stack gap={1} align="flex-start">
                    <Text whiteSpace="nowrap">{t('ventas.clientes.saldo', { saldo: amount(c.saldo) })}</Text>
                    <Button size="xs" variant="outline" colorPalette="purple" onClick={() => onAccount(c)} data-testid="ver-cuenta">
                      {t('ventas.cuenta.ver')}
                    </Button>
                  </Stack>
                )}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={c.activo ? 'green' : 'gray'}>{t(c.activo ? 'ventas.clientes.activo' : 'ventas.clientes.inactivo')}</Badge>
                {c.parecidoA && (
                  <Badge colorPalette="orange" mt={1} title={c.parecidoA.nombre} data-testid="cliente-parecido">
                    {t('ventas.clientes.parecidoA', { nombre: c.parecidoA.nombre })}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell>
                <Stack gap={1} align="stretch">
                  <Button size="xs" variant="outline" onClick={() => onEdit(c)}>
                    {t('ventas.clientes.editar')}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette={c.activo ? 'red' : 'green'} onClick={() => onToggleActive(c)} data-testid="toggle-cliente">
                    {t(c.activo ? 'ventas.clientes.desactivar' : 'ventas.clientes.reactivar')}
                  </Button>
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
