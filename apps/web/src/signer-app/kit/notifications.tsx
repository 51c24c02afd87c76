import { useEffect, useSyncExternalStore, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { CloseButton } from './buttons';
import { color as themeColor } from './style-props';

/*
 * @mantine/notifications' API as the signer's code calls it: notifications.show / hide / update /
 * clean and the store's state, with a <Notifications> that draws at most `limit` toasts (the rest
 * wait in the queue) at the top centre, each a role=alert that closes itself after autoClose ms.
 */

export interface NotificationData {
  id?: string;
  title?: ReactNode;
  message: ReactNode;
  color?: string;
  icon?: ReactNode;
  autoClose?: number | false;
  withCloseButton?: boolean;
  onClose?: (data: NotificationData) => void;
  [key: string]: unknown;
}

interface State {
  notifications: (NotificationData & { id: string })[];
  queue: (NotificationData & { id: string })[];
  limit: number;
}

let state: State = { notifications: [], queue: [], limit: 5 };
const listeners = new Set<() => void>();
let counter = 0;

function set(all: (NotificationData & { id: string })[], limit = state.limit) {
  state = { notifications: all.slice(0, limit), queue: all.slice(limit), limit };
  for (const listener of listeners) listener();
}
const everyone = () => [...state.notifications, ...state.queue];

export const notificationsStore = {
  getState: (): State => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const notifications = {
  show(data: NotificationData): string {
    const id = data.id ?? `kit-notification-${++counter}`;
    set([...everyone().filter((item) => item.id !== id), { ...data, id }]);
    return id;
  },
  hide(id: string): string {
    const gone = everyone().find((item) => item.id === id);
    set(everyone().filter((item) => item.id !== id));
    gone?.onClose?.(gone);
    return id;
  },
  update(data: NotificationData & { id: string }): string {
    set(everyone().map((item) => (item.id === data.id ? { ...item, ...data } : item)));
    return data.id;
  },
  clean: () => set([]),
  cleanQueue: () => set(state.notifications),
};

function Toast({ data }: { data: NotificationData & { id: string } }): ReactElement {
  const { id, autoClose = 4000 } = data;
  useEffect(() => {
    if (autoClose === false) return;
    const timer = setTimeout(() => notifications.hide(id), autoClose);
    return () => clearTimeout(timer);
  }, [id, autoClose]);
  return (
    <div className="k-toast" role="alert" data-with-title={data.title ? true : undefined} style={{ '--toast-color': themeColor(data.color ?? 'signet') } as CSSProperties}>
      {data.icon && <div className="k-toast-icon">{data.icon}</div>}
      <div className="k-toast-body">
        {data.title && <div className="k-toast-title">{data.title}</div>}
        <div className="k-toast-message">{data.message}</div>
      </div>
      {data.withCloseButton !== false && <CloseButton size="sm" aria-label="×" onClick={() => notifications.hide(id)} />}
    </div>
  );
}

export function Notifications({ limit = 5 }: { limit?: number; position?: string; [prop: string]: unknown }): ReactElement {
  useEffect(() => {
    if (state.limit !== limit) set(everyone(), limit);
  }, [limit]);
  const current = useSyncExternalStore(notificationsStore.subscribe, notificationsStore.getState, notificationsStore.getState);
  return (
    <div className="k-toasts">
      {current.notifications.map((data) => (
        <Toast key={data.id} data={data} />
      ))}
    </div>
  );
}
