import { Box, Button, chakra, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClienteSearch } from '../api/search-clientes';

export interface ClienteRef {
  id: number;
  nombre: string;
}

export interface CustomerFieldProps {
  value: ClienteRef | null;
  onChange: (cliente: ClienteRef | null) => void;
  /** Id of the label element that names the field. */
  labelId: string;
}

/** The table's customer: the chosen one with a remove button, or a search to pick one. */
export function CustomerField({ value, onChange, labelId }: CustomerFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useClienteSearch(text, value === null);
  const results = text.trim() === '' ? [] : (search.data?.items ?? []);

  if (value) {
    return (
      <HStack justify="space-between" borderWidth="1px" borderRadius="md" px={3} py={1.5} data-testid="cliente-elegido">
        <Text fontWeight="medium" truncate>
          {value.nombre}
        </Text>
        <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
          {t('resto.form.quitarCliente')}
        </Button>
      </HStack>
    );
  }
  return (
    <Stack gap={1}>
      <Input
        aria-labelledby={labelId}
        placeholder={t('resto.form.buscarCliente')}
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="cliente-buscar"
      />
      {text.trim() !== '' && (
        <Box borderWidth="1px" borderRadius="md" maxH="40" overflowY="auto" role="listbox" aria-labelledby={labelId}>
          {search.loading && results.length === 0 && <Spinner size="sm" m={2} />}
          {search.error && (
            <Text color="fg.error" fontSize="sm" px={3} py={2}>
              {search.error}
            </Text>
          )}
          {!search.loading && !search.error && results.length === 0 && (
            <Text color="fg.muted" fontSize="sm" px={3} py={2}>
              {t('resto.form.sinClientes')}
            </Text>
          )}
          {results.map((c) => (
            <chakra.button
              type="button"
              key={c.id}
              role="option"
              aria-selected={false}
              display="block"
              w="full"
              textAlign="left"
              px={3}
              py={1.5}
              _hover={{ bg: 'bg.muted' }}
              onClick={() => {
                onChange({ id: c.id, nombre: c.nombre });
                setText('');
              }}
              data-testid="cliente-opcion"
            >
              <Text fontWeight="medium">{c.nombre}</Text>
              <Text fontSize="xs" color="fg.muted">
                {[c.telefono, c.email].filter(Boolean).join(' · ')}
              </Text>
            </chakra.button>
          ))}
        </Box>
      )}
    </Stack>
  );
}
