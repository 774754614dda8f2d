import { useTranslation } from 'react-i18next';
import { mapBox, mapExtent, WAITER_GRID_UNIT } from '@resto/shared/rules';
import type { TableView } from '../state/queued';

/** The floor plan on a grid unit of 50: round or square, red when occupied, amber when reserved within the hour, green otherwise. */
export function TableMap({ tables, onOpen }: { tables: TableView[]; onOpen: (t: TableView) => void }) {
  const { t } = useTranslation();
  const extent = mapExtent(tables, WAITER_GRID_UNIT);
  return (
    <div className="w-map-scroll">
      <div className="w-map" style={{ width: extent.width, height: extent.height }} data-testid="mesas-mapa">
        {tables.map((table) => {
          const box = mapBox(table, WAITER_GRID_UNIT);
          const occupied = table.estado === 'ocupada';
          return (
            <button
              key={table.id}
              type="button"
              className={`w-map-table w-map-table--${table.tipo} w-map-table--${table.estado}${table.waiting ? ' w-map-table--waiting' : ''}`}
              style={{ left: box.left, top: box.top, width: box.size, height: box.size }}
              onClick={() => onOpen(table)}
              aria-label={`${t('waiter.mesa.titulo', { numero: table.numero })}, ${t(`waiter.mesa.estado.${table.estado}`)}`}
              data-testid={`mapa-mesa-${table.numero}`}
            >
              <span className="w-map-num">{table.numero}</span>
              {occupied && table.comensales ? <span className="w-map-small">👥{table.comensales}</span> : null}
              {table.estado === 'reservada' && table.reserva ? (
                <span className="w-map-small w-map-name" data-testid="mapa-reserva">
                  {table.reserva.hora} {table.reserva.clienteNombre}
                </span>
              ) : table.nombre ? (
                <span className="w-map-small w-map-name">{table.nombre}</span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
