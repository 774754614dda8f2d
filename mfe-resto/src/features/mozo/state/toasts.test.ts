import { dismissToast, resetToasts, toast, useToasts } from './toasts';
import { act, renderHook } from '@testing-library/react';

describe('handheld notices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one at a time, in order, each for 6000 ms unless it says otherwise', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ message: 'Primero' });
      toast({ message: 'Segundo', durationMs: 3000 });
    });
    expect(result.current.current?.message).toBe('Primero');
    act(() => {
      vi.advanceTimersByTime(5999);
    });
    expect(result.current.current?.message).toBe('Primero');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.current?.message).toBe('Segundo');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(result.current.current).toBeNull();
  });

  it('drops a notice whose key is already showing or queued, and keeps persistent ones until closed', () => {
    const { result } = renderHook(() => useToasts());
    let id: number | null = null;
    act(() => {
      id = toast({ message: 'Sin conexión', key: 'offline', persist: true });
      expect(toast({ message: 'Sin conexión otra vez', key: 'offline' })).toBeNull();
    });
    expect(result.current.queue).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.current?.message).toBe('Sin conexión');
    act(() => dismissToast(id!));
    expect(result.current.current).toBeNull();
  });
});
