import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
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

export function ClientesTable({ clientes, onEdit, onToggleActive, onAccount }: ClientesTableProps) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  if (clientes.length === 0) return <Text color="fg.muted">{t('ventas.clientes.sinClientes')}</Text>;
  const columns = ['nombre', 'contacto', 'cuit', 'descuento', 'cuenta', 'estado', 'acciones'] as const;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="clientes-table">
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c}>{t(`ventas.clientes.columnas.${c}`)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {clientes.map((c) => (
            <Table.Row key={c.id} data-testid="cliente-row" opacity={c.activo ? 1 : 0.6}>
              <Table.Cell>
                <Text fontWeight="semibold">{c.nombre}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {c.ciudad}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Text whiteSpace="nowrap">{c.telefono}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {c.email}
                </Text>
              </Table.Cell>
              <Table.Cell>{c.cuit}</Table.Cell>
              <Table.Cell>{c.descuento > 0 ? `${c.descuento} %` : ''}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" data-testid="cliente-saldo">
                {/* A customer whose account was turned off may still owe, or be owed, money. */}
                {(c.cuentaCorriente || c.saldo !== 0) && (
                  <HStack gap={2}>
                    <Text>{t('ventas.clientes.saldo', { saldo: amount(c.saldo) })}</Text>
                    <Button size="xs" variant="outline" colorPalette="purple" onClick={() => onAccount(c)} data-testid="ver-cuenta">
                      {t('ventas.cuenta.ver')}
                    </Button>
                  </HStack>
                )}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={c.activo ? 'green' : 'gray'}>{t(c.activo ? 'ventas.clientes.activo' : 'ventas.clientes.inactivo')}</Badge>
              </Table.Cell>
              <Table.Cell>
                <HStack gap={1}>
                  <Button size="xs" variant="outline" onClick={() => onEdit(c)}>
                    {t('ventas.clientes.editar')}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette={c.activo ? 'red' : 'green'} onClick={() => onToggleActive(c)}>
                    {t(c.activo ? 'ventas.clientes.desactivar' : 'ventas.clientes.reactivar')}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
