import { aList } from '../../components/lists/list-fixtures';
import { isUnreachable, sendOrQueueTick, sendQueuedTicks } from '@/lib/lists/offline-sync';
import { BffError } from '@/lib/queries/bff-error';
import type { ListTick, TickQueue } from '@/lib/lists/offline-ticks';

const mockCheck = jest.fn();
let mockStored: TickQueue = [];

jest.mock('@/lib/lists/lists-requests', () => ({
  checkListItem: (id: number, itemId: number, checked: boolean) => mockCheck(id, itemId, checked),
}));
jest.mock('@/lib/lists/offline-store', () => ({
  readTickQueue: async () => mockStored,
  updateTickQueue: async (change: (queue: TickQueue) => TickQueue) => {
    mockStored = change(mockStored);
    return mockStored;
  },
}));

const tick = (itemId: number, checked: boolean): ListTick => ({ id: 1, itemId, checked });
const noSignal = () => new TypeError('Failed to fetch');

beforeEach(() => {
  mockCheck.mockReset();
  mockStored = [];
});

describe('a tick with and without a connection (README: Shopping lists offline)', () => {
  it('sends a tick online and clears an older waiting tick of the same item', async () => {
    mockStored = [tick(11, true), tick(12, true)];
    mockCheck.mockResolvedValue(aList());
    const result = await sendOrQueueTick(tick(11, false), true);
    expect(mockCheck).toHaveBeenCalledWith(1, 11, false);
    expect(result).toEqual({ list: aList(), queue: [tick(12, true)] });
  });

  it('queues a tick offline without calling, and one whose call cannot reach the shop', async () => {
    expect(await sendOrQueueTick(tick(11, true), false)).toEqual({ list: null, queue: [tick(11, true)] });
    expect(mockCheck).not.toHaveBeenCalled();
    mockCheck.mockRejectedValue(noSignal());
    expect((await sendOrQueueTick(tick(12, true), true)).queue).toEqual([tick(11, true), tick(12, true)]);
  });

  it('throws a refusal instead of queueing it: sending it again would not help', async () => {
    mockCheck.mockRejectedValue(new BffError(4000, 'Shopping list item not found', true, 404));
    await expect(sendOrQueueTick(tick(11, true), true)).rejects.toThrow('Shopping list item not found');
    expect(mockStored).toEqual([]);
  });

  it('tells a missing connection or a gateway failure from a refusal', () => {
    expect(isUnreachable(noSignal())).toBe(true);
    expect(isUnreachable(new BffError(502, 'unreachable', false, 502))).toBe(true);
    expect(isUnreachable(new BffError(4000, 'not found', true, 404))).toBe(false);
  });

  it('sends the waiting ticks back online and keeps those still unsent', async () => {
    mockStored = [tick(11, true), tick(12, true), tick(13, false)];
    mockCheck
      .mockResolvedValueOnce(aList())
      .mockRejectedValueOnce(new BffError(4000, 'not found', true, 404))
      .mockRejectedValueOnce(noSignal());
    const { lists, queue } = await sendQueuedTicks();
    expect(lists).toEqual([aList()]);
    expect(queue).toEqual([tick(13, false)]);
  });
});
