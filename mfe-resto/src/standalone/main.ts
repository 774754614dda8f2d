// The waiter handheld (/m/mesas) loads this remote alone: no desktop shell around it.
// Imported statically: one script request less before the tables show on a slow phone network.
import './waiter-app';
