// The waiter handheld (/m/mesas) loads this remote alone: no desktop shell around it.
void import('./waiter-app');
