import { Alert, List, Stack, Text } from '@chakra-ui/react';
import type { ExplicacionArqueo } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi, queryFailure } from '@resto/shared/query';
import { useMoney } from '@resto/shared/sales-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** The likely causes of a closed register's difference, each with the amount it would explain. */
export function ExplicacionArqueoView({ arqueoId }: { arqueoId: number }) {
  const { t } = useTranslation();
  const { amount, date } = useMoney();
  const query = useQuery({
    queryKey: ['reportes', 'arqueos', arqueoId, 'explicacion'],
    queryFn: fromApi((signal) => api.get<ExplicacionArqueo>(`/reportes/arqueos/${arqueoId}/explicacion`, { signal })),
  });
  const { error } = queryFailure(query.error);
  if (error)
    return (
      <Text color="fg.error" role="alert">
        {t('reportes.errores.reportes')}: {error}
      </Text>
    );
  const data = query.data;
  if (!data) return null;
  return (
    <Alert.Root status={data.causas.length > 0 ? 'warning' : 'info'} data-testid={`explicacion-${arqueoId}`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('reportes.explicacion.titulo', { diferencia: amount(data.diferencia), fecha: date(data.fecha) })}</Alert.Title>
        <Alert.Description>
          {data.causas.length === 0 ? (
            t('reportes.explicacion.ninguna')
          ) : (
            <Stack gap={1} mt={1}>
              <List.Root ps={4}>
                {data.causas.map((c, i) => (
                  <List.Item key={i}>
                    {t(`reportes.causas.${c.codigo}`, { ...c.params, defaultValue: c.descripcion })} — {t('reportes.explicacion.explica', { monto: amount(c.monto) })}
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
