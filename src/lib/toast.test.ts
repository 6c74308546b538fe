import { attachToastHost, toast } from './toast';

const enqueue = jest.fn();

afterEach(() => attachToastHost(null));

describe('toast', () => {
  beforeEach(() => attachToastHost(enqueue));

  it('shows errors for 5 s by default (SPEC section 9)', () => {
    toast.error('Error in Fetching Data');
    expect(enqueue).toHaveBeenCalledWith('Error in Fetching Data', { variant: 'error', autoHideDuration: 5000 });
  });

  it('lets the caller set the duration, e.g. the 1 s of Sent', () => {
    toast.success('Sent', { autoHideDuration: 1000 });
    expect(enqueue).toHaveBeenCalledWith('Sent', { variant: 'success', autoHideDuration: 1000 });
  });

  it('keeps the variant of the method whatever the options say', () => {
    toast.warning('Please login first', { autoHideDuration: 2000 });
    toast.info('Picture deletion cancelled');
    expect(enqueue).toHaveBeenNthCalledWith(1, 'Please login first', { variant: 'warning', autoHideDuration: 2000 });
    expect(enqueue).toHaveBeenNthCalledWith(2, 'Picture deletion cancelled', {
      variant: 'info',
      autoHideDuration: 3000,
    });
  });
});

describe('toast before the host has loaded', () => {
  it('keeps toasts and shows them in order once the host attaches', () => {
    attachToastHost(null);
    toast.warning('Please login first', { autoHideDuration: 2000 });
    toast.error('Failed to authenticate token');
    expect(enqueue).not.toHaveBeenCalled();

    attachToastHost(enqueue);
    expect(enqueue.mock.calls).toEqual([
      ['Please login first', { variant: 'warning', autoHideDuration: 2000 }],
      ['Failed to authenticate token', { variant: 'error', autoHideDuration: 5000 }],
    ]);
    toast.success('Sent', { autoHideDuration: 1000 });
    expect(enqueue).toHaveBeenLastCalledWith('Sent', { variant: 'success', autoHideDuration: 1000 });
  });
});

describe('loading the toast host', () => {
  it('is asked for once, by the first toast that finds no host', () => {
    jest.isolateModules(() => {
      // A fresh module: no toast has been asked for yet.
      const fresh = jest.requireActual<typeof import('./toast')>('./toast');
      const wanted = jest.fn();
      fresh.subscribeToastHostWanted(wanted);
      expect(fresh.isToastHostWanted()).toBe(false);

      fresh.toast.error('Error in Fetching Data');
      fresh.toast.info('Picture deletion cancelled');

      expect(fresh.isToastHostWanted()).toBe(true);
      expect(wanted).toHaveBeenCalledTimes(1);
    });
  });
});
