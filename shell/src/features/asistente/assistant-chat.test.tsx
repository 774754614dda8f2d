import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatRequestSchema, conversacionesSchema, conversacionSchema, type Conversaciones } from '@resto/shared/contracts';
import { jsonResponse, renderRoutes, resetPage, signIn, stubFetch, type RecordedCall } from '../test-support/support';
import { AssistantChat } from './assistant-chat';

/** GET /asistente/conversaciones of a venue that keeps nothing (the default). */
const SIN_GUARDAR: Conversaciones = { guardar: false, retencionDias: 30, conversaciones: [] };

/** The api at the fetch boundary: the conversation list answered as `lista`, the rest by `handler`. */
function stubApi(handler: (call: RecordedCall) => Response | Promise<Response>, lista: () => Conversaciones = () => SIN_GUARDAR) {
  return stubFetch((call) =>
    call.method === 'GET' && call.url.endsWith('/api/asistente/conversaciones') ? jsonResponse({ success: true, data: conversacionesSchema.parse(lista()) }) : handler(call),
  );
}
const chatCalls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/chat'));

/** A streamed plain-text answer whose second piece comes only when the test says so. */
function streamedAnswer() {
  let push!: (text: string | null) => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => (text === null ? controller.close() : controller.enqueue(encoder.encode(text)));
    },
  });
  return { response: new Response(body, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } }), push: (t: string | null) => push(t) };
}

const renderChat = () => renderRoutes([{ path: '/dashboard', element: <AssistantChat /> }], '/dashboard');

beforeEach(async () => {
  resetPage();
  await signIn('admin');
});
afterEach(() => cleanup());

describe('the assistant chat', () => {
  it('sends the question as the api contract says and shows the answer as it streams in', async () => {
    const answer = streamedAnswer();
    const calls = stubApi(() => answer.response);
    renderChat();
    await userEvent.setup().click(screen.getByRole('button', { name: '¿Cuánto vendimos hoy?' }));
    await waitFor(() => expect(chatCalls(calls)).toHaveLength(1));
    const body = chatRequestSchema.parse(chatCalls(calls)[0]!.body);
    expect(body).toMatchObject({ stream: true, idioma: 'es', messages: [{ role: 'user', content: [{ type: 'text', text: '¿Cuánto vendimos hoy?' }] }] });

    answer.push('Hoy se vendieron $ 18.100,00 ');
    await waitFor(() => expect(screen.getByTestId('mensaje-asistente').textContent).toContain('Hoy se vendieron $ 18.100,00'));
    answer.push('en 2 ventas.\n');
    answer.push(null);
    await waitFor(() => expect(screen.getByTestId('mensaje-asistente').textContent).toContain('Hoy se vendieron $ 18.100,00 en 2 ventas.'));
  });

  it("says why when the api refuses, in the person's words", async () => {
    stubApi(() => jsonResponse({ success: false, code: 'SIN_PERMISO', message: 'No tenés permisos para realizar esta acción' }, 403));
    renderChat();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('assistant-input'), 'hola{Enter}');
    expect((await screen.findByText(/No pude responder: No tenés permisos para realizar esta acción/)).textContent).toBeTruthy();
  });

  it('does not send an empty question', async () => {
    const calls = stubApi(() => jsonResponse({ success: true }));
    renderChat();
    fireEvent.submit(screen.getByTestId('assistant-input').closest('form')!);
    expect(await screen.findByText('Escribí una pregunta')).toBeTruthy();
    expect(chatCalls(calls)).toHaveLength(0);
  });
});

describe("the drawer's past conversations", () => {
  const A = '3f0c6a52-2f7e-4c1a-9a57-0c1d2e3f4a5b';
  const B = '9b1e2d3c-4f5a-4b6c-8d7e-1f2a3b4c5d6e';
  const textResponse = (text: string) => new Response(text, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });

  it('offers nothing when the venue does not keep conversations', async () => {
    const calls = stubApi(() => jsonResponse({ success: true }));
    renderChat();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/asistente/conversaciones'))).toBe(true));
    expect(screen.getByText(/Preguntame por las ventas/)).toBeTruthy();
    expect(screen.queryByTestId('assistant-ver-historial')).toBeNull();
  });

  it("lists the person's conversations, opens one and continues it, and deletes one", async () => {
    let lista: Conversaciones = {
      guardar: true,
      retencionDias: 30,
      conversaciones: [
        { id: A, titulo: '¿Cuánto vendimos hoy?', createdAt: '2026-03-02T13:00:00.000Z', updatedAt: '2026-03-02T13:05:00.000Z', mensajes: 4 },
        { id: B, titulo: '¿Qué mesas están ocupadas?', createdAt: '2026-03-01T12:00:00.000Z', updatedAt: '2026-03-01T12:00:00.000Z', mensajes: 2 },
      ],
    };
    const calls = stubApi(
      (call) => {
        if (call.method === 'GET' && call.url.endsWith(`/api/asistente/conversaciones/${A}`)) {
          return jsonResponse({
            success: true,
            data: conversacionSchema.parse({
              id: A,
              titulo: '¿Cuánto vendimos hoy?',
              createdAt: '2026-03-02T13:00:00.000Z',
              updatedAt: '2026-03-02T13:05:00.000Z',
              mensajes: [
                { role: 'user', texto: '¿Cuánto vendimos hoy?', createdAt: '2026-03-02T13:00:00.000Z' },
                { role: 'assistant', texto: 'Hoy se vendieron $ 18.100,00 en 2 ventas.\n', createdAt: '2026-03-02T13:00:01.000Z' },
                { role: 'user', texto: '¿Y por medio de pago?', createdAt: '2026-03-02T13:05:00.000Z' },
                { role: 'assistant', texto: 'Efectivo: $ 18.100,00\n', createdAt: '2026-03-02T13:05:01.000Z' },
              ],
            }),
          });
        }
        if (call.method === 'DELETE' && call.url.endsWith(`/api/asistente/conversaciones/${B}`)) {
          lista = { ...lista, conversaciones: lista.conversaciones.filter((c) => c.id !== B) };
          return jsonResponse({ success: true, message: 'Conversación borrada' });
        }
        if (call.method === 'POST' && call.url.endsWith('/api/chat')) return textResponse('No hay mesas ocupadas.\n');
        return jsonResponse({ success: false, message: `inesperado: ${call.method} ${call.url}` }, 500);
      },
      () => lista,
    );
    const user = userEvent.setup();
    renderChat();

    await user.click(await screen.findByRole('button', { name: 'Conversaciones anteriores (2)' }));
    const historial = await screen.findByTestId('assistant-historial');
    expect(within(historial).getByText('Solo vos ves tus conversaciones. Se borran 30 días después de la última pregunta.')).toBeTruthy();
    // Newest first, each with when it was last used and how many questions it has.
    const items = within(historial).getAllByTestId('conversacion-item');
    expect(
      items.map((i) =>
        within(i)
          .getAllByText(/./)
          .map((n) => n.textContent),
      ),
    ).toEqual([
      ['¿Cuánto vendimos hoy?', expect.stringMatching(/^02\/03\/2026 \d{2}:05 · 2 preguntas$/)],
      ['¿Qué mesas están ocupadas?', expect.stringMatching(/^01\/03\/2026 \d{2}:00 · 1 pregunta$/)],
    ]);

    // Opening one shows it in the chat; the next question continues it (same id, earlier turns sent along).
    await user.click(within(historial).getByRole('button', { name: 'Abrir la conversación «¿Cuánto vendimos hoy?»' }));
    const mensajes = await screen.findByTestId('assistant-mensajes');
    await waitFor(() =>
      expect(
        within(mensajes)
          .getAllByTestId('mensaje-usuario')
          .map((m) => m.textContent),
      ).toEqual(['Vos: ¿Cuánto vendimos hoy?', 'Vos: ¿Y por medio de pago?']),
    );
    expect(
      within(mensajes)
        .getAllByTestId('mensaje-asistente')
        .map((m) => m.textContent),
    ).toEqual(['Asistente: Hoy se vendieron $ 18.100,00 en 2 ventas.\n', 'Asistente: Efectivo: $ 18.100,00\n']);
    await user.type(screen.getByTestId('assistant-input'), 'qué mesas están ocupadas{Enter}');
    await waitFor(() => expect(chatCalls(calls)).toHaveLength(1));
    const body = chatRequestSchema.parse(chatCalls(calls)[0]!.body);
    expect(body.conversacionId).toBe(A);
    expect(body.messages.map((m) => [m.role, m.content[0]!.text])).toEqual([
      ['user', '¿Cuánto vendimos hoy?'],
      ['assistant', 'Hoy se vendieron $ 18.100,00 en 2 ventas.\n'],
      ['user', '¿Y por medio de pago?'],
      ['assistant', 'Efectivo: $ 18.100,00\n'],
      ['user', 'qué mesas están ocupadas'],
    ]);
    await waitFor(() => expect(within(mensajes).getAllByTestId('mensaje-asistente').at(-1)!.textContent).toBe('Asistente: No hay mesas ocupadas.\n'));

    // Deleting one: the api is told, the list no longer has it.
    await user.click(screen.getByRole('button', { name: 'Conversaciones anteriores (2)' }));
    const again = await screen.findByTestId('assistant-historial');
    expect(within(again).getByRole('button', { name: 'Abrir la conversación «¿Cuánto vendimos hoy?»' }).getAttribute('aria-current')).toBe('true');
    await user.click(within(again).getByRole('button', { name: 'Borrar la conversación «¿Qué mesas están ocupadas?»' }));
    await waitFor(() => expect(within(screen.getByTestId('assistant-historial')).getAllByTestId('conversacion-item')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([expect.stringMatching(new RegExp(`/api/asistente/conversaciones/${B}$`))]);
    expect(await screen.findByText('Conversación borrada')).toBeTruthy();

    // A new conversation: an empty chat under another id.
    await user.click(screen.getByRole('button', { name: 'Nueva conversación' }));
    expect(await screen.findByText(/Preguntame por las ventas/)).toBeTruthy();
    await user.type(screen.getByTestId('assistant-input'), 'hola{Enter}');
    await waitFor(() => expect(chatCalls(calls)).toHaveLength(2));
    const second = chatRequestSchema.parse(chatCalls(calls)[1]!.body);
    expect(second.conversacionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.conversacionId).not.toBe(A);
    expect(second.messages).toHaveLength(1);
  });
});
