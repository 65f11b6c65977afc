import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { findCourseWithRoom } from './release-room.repository.ts';
import { RoomCourseCache } from './room-course-cache.ts';

const read = vi.fn<typeof findCourseWithRoom>();
const db = {} as Database;
const AT = new Date('2026-07-10T11:00:00Z');
const later = (ms: number) => new Date(AT.getTime() + ms);
const course = { facility: { id: 7 }, roomFacilityId: 7 } as unknown as Awaited<ReturnType<typeof findCourseWithRoom>>;

beforeEach(() => {
  read.mockReset();
});

describe("a process's courses of the waiting rooms", () => {
  it('reads a course once for the calls that come while its read runs and within its age, again after it', async () => {
    let answer: (value: typeof course) => void = () => undefined;
    read.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const rooms = new RoomCourseCache(1000, read);
    const together = [rooms.find(db, 1, 7, AT), rooms.find(db, 1, 7, later(10)), rooms.find(db, 1, 7, later(20))];
    answer(course);
    expect(await Promise.all(together)).toEqual([course, course, course]);
    expect(await rooms.find(db, 1, 7, later(999))).toBe(course);
    expect(read).toHaveBeenCalledTimes(1);
    read.mockResolvedValue(course);
    await rooms.find(db, 1, 7, later(1000));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps neither an unknown course nor a failed read', async () => {
    const rooms = new RoomCourseCache(1000, read);
    read.mockResolvedValueOnce(undefined);
    expect(await rooms.find(db, 1, 8, AT)).toBeUndefined();
    read.mockRejectedValueOnce(new Error('connection lost'));
    await expect(rooms.find(db, 1, 8, later(1))).rejects.toThrow('connection lost');
    read.mockResolvedValueOnce(course);
    expect(await rooms.find(db, 1, 8, later(2))).toBe(course);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
