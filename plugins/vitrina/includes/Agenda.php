<?php

declare(strict_types=1);

namespace Vitrina;

use DateTimeImmutable;
use DateTimeZone;

/**
 * One zone's agenda for one service (a crew, or both crews the same day) at one instant: the
 * algorithm of @vitrina/core's `delivery/slots.ts` (slotDay, slotCalendar, nextFreeSlot,
 * checkSlot), with the same answers and the same Spanish messages, over the data of AgendaRules.
 * The contract suite holds both to the same cases over a whole year.
 */
final class Agenda
{
    private const DAY = 86400;
    /** The most days one answer of the agenda holds. */
    public const MAX_DAYS = 62;

    /** @var callable(string, string, string): int how many visits of a crew a day's window holds */
    private $booked;
    /** @var array<string, array<string, int>> each crew's capacity per window, the owner's or core's */
    private array $capacities = [];

    /** @param callable(string, string, string): int $booked by date, window and crew */
    public function __construct(
        private readonly string $zone,
        private readonly string $service,
        private readonly float $now,
        callable $booked,
    ) {
        $this->booked = $booked;
        foreach (AgendaRules::crewsOf($service) as $crew) {
            foreach (AgendaRules::windows($zone, $crew) as $window) {
                $this->capacities[$crew][$window['schedule']] = $window['capacity'];
            }
        }
    }

    /** The shop's calendar date (`YYYY-MM-DD`, Santo Domingo time) of an instant in seconds. */
    public static function shopDate(float $instant): string
    {
        return self::shopTime($instant)->format('Y-m-d');
    }

    /** `date` moved by whole days. */
    public static function addDays(string $date, int $days): string
    {
        return gmdate('Y-m-d', (int) strtotime($date . ' 00:00:00 UTC') + $days * self::DAY);
    }

    /** The last day the agenda is open at `now`. */
    public static function lastDay(float $now): string
    {
        return self::addDays(self::shopDate($now), (int) AgendaRules::data()['maxDaysAhead']);
    }

    /**
     * One day: its windows with what remains of each, or why it cannot be booked (past, beyond,
     * sunday, holiday, lead_time, cutoff, full).
     *
     * @return array{date: string, available: bool, reason: ?string, message: string,
     *     windows: list<array{schedule: string, capacity: int, remaining: int}>}
     */
    public function day(string $date): array
    {
        $data = AgendaRules::data();
        $today = self::shopDate($this->now);
        $rule = AgendaRules::zone($this->zone);
        if ($date < $today) {
            return self::closed($date, 'past', self::message('past'));
        }
        if ($date > self::lastDay($this->now)) {
            return self::closed($date, 'beyond', self::message('beyond'));
        }
        if (gmdate('w', (int) strtotime($date . ' 12:00:00 UTC')) === '0') {
            return self::closed($date, 'sunday', self::message('sunday'));
        }
        $holiday = AgendaRules::holidayOn($date);
        if ($holiday !== null) {
            return self::closed($date, 'holiday', self::message('holiday', ['name' => $holiday]));
        }
        $lead = (int) $rule['leadDays'];
        if ($date < self::addDays($today, $lead)) {
            $days = $lead . ' ' . self::message($lead === 1 ? 'day' : 'days');
            return self::closed(
                $date,
                'lead_time',
                self::message('leadTime', ['zone' => $rule['label'], 'days' => $days])
            );
        }
        $sameDay = $date === $today;
        $hour = (int) self::shopTime($this->now)->format('G');
        $cutoffHour = (int) $data['sameDayCutoffHour'];
        $cutoff = self::message('cutoff', ['hour' => $cutoffHour]);
        if ($sameDay && $hour >= $cutoffHour) {
            return self::closed($date, 'cutoff', $cutoff);
        }
        $notice = $hour + (int) $data['sameDayNoticeHours'];
        $windows = array_values(array_filter(
            $this->windows($date),
            static fn (array $window): bool => !$sameDay || self::startHour($window['schedule']) >= $notice,
        ));
        if ($windows === []) {
            return self::closed($date, 'cutoff', $cutoff);
        }
        if (array_sum(array_column($windows, 'remaining')) === 0) {
            return array_merge(self::closed($date, 'full', self::message('full')), ['windows' => $windows]);
        }
        return ['date' => $date, 'available' => true, 'reason' => null, 'message' => '', 'windows' => $windows];
    }

    /**
     * The days from `from` to `to`, inclusive, at most MAX_DAYS.
     *
     * @return list<array<string, mixed>>
     */
    public function calendar(string $from, string $to): array
    {
        $days = [];
        for ($date = $from; $date <= $to && count($days) < self::MAX_DAYS; $date = self::addDays($date, 1)) {
            $days[] = $this->day($date);
        }
        return $days;
    }

    /**
     * The first window with room from `date` on, or null.
     *
     * @return array{date: string, schedule: string}|null
     */
    public function nextFree(string $date): ?array
    {
        $last = self::lastDay($this->now);
        for ($day = $date; $day <= $last; $day = self::addDays($day, 1)) {
            foreach ($this->day($day)['windows'] as $window) {
                if ($window['remaining'] > 0) {
                    return ['date' => $day, 'schedule' => $window['schedule']];
                }
            }
        }
        return null;
    }

    /**
     * Whether a window can be booked now: ok, `full`, or why the day or window is not offered.
     *
     * @return array{ok: bool, reason?: string, message?: string}
     */
    public function check(string $date, string $schedule): array
    {
        $day = $this->day($date);
        foreach ($day['windows'] as $window) {
            if ($window['schedule'] === $schedule) {
                return $window['remaining'] > 0
                    ? ['ok' => true]
                    : ['ok' => false, 'reason' => 'full', 'message' => self::message('windowFull')];
            }
        }
        if (!$day['available'] && $day['reason'] !== 'full') {
            return ['ok' => false, 'reason' => $day['reason'], 'message' => $day['message']];
        }
        return ['ok' => false, 'reason' => 'no_window', 'message' => self::message('noWindow')];
    }

    /** A date as the shopper reads it, as core's formatSlotDate: «martes, 1 de diciembre». */
    public static function longDate(string $date): string
    {
        $data = AgendaRules::data();
        $time = (int) strtotime($date . ' 12:00:00 UTC');
        $weekday = $data['weekdays'][(int) gmdate('w', $time)];
        $month = $data['months'][(int) gmdate('n', $time) - 1];
        return sprintf('%s, %d de %s', $weekday, (int) gmdate('j', $time), $month);
    }

    /**
     * The service's windows on a day, with what is left of each (core's agendaWindows): a joint
     * window is the truck's, offered when it has a pair, with the smaller capacity and the smaller
     * remainder of its two visits.
     *
     * @return list<array{schedule: string, capacity: int, remaining: int}>
     */
    private function windows(string $date): array
    {
        $windows = [];
        $offered = $this->service === 'instalacion' ? 'instalacion' : 'entrega';
        foreach (array_keys($this->capacities[$offered]) as $schedule) {
            $capacities = [];
            $remainders = [];
            foreach (AgendaRules::visits($this->zone, $this->service, $schedule) as $visit) {
                $capacity = $this->capacities[$visit['crew']][$visit['schedule']] ?? 0;
                $capacities[] = $capacity;
                $remainders[] = max(0, $capacity - ($this->booked)($date, $visit['schedule'], $visit['crew']));
            }
            if ($capacities !== []) {
                $windows[] = ['schedule' => $schedule, 'capacity' => min($capacities), 'remaining' => min($remainders)];
            }
        }
        return $windows;
    }

    /** An instant on the shop's clock (Santo Domingo). */
    public static function shopTime(float $instant): DateTimeImmutable
    {
        $time = new DateTimeImmutable('@' . (int) floor($instant));
        return $time->setTimezone(new DateTimeZone((string) AgendaRules::data()['timeZone']));
    }

    /** The hour a window starts: `"3:00 PM - 6:00 PM"` → 15. */
    public static function startHour(string $schedule): int
    {
        if (preg_match('/^(\d{1,2}):\d{2} (AM|PM)/', $schedule, $match) !== 1) {
            return 0;
        }
        return ((int) $match[1] % 12) + ($match[2] === 'PM' ? 12 : 0);
    }

    /** @return array{date: string, available: bool, reason: string, message: string, windows: list<never>} */
    private static function closed(string $date, string $reason, string $message): array
    {
        return [
            'date' => $date,
            'available' => false,
            'reason' => $reason,
            'message' => self::message('closed', ['reason' => $message]),
            'windows' => [],
        ];
    }

    /**
     * One of core's SLOT_MESSAGES with its `{placeholders}` filled, as core's slotMessage.
     *
     * @param array<string, string|int> $values
     */
    private static function message(string $key, array $values = []): string
    {
        $pairs = [];
        foreach ($values as $name => $value) {
            $pairs['{' . $name . '}'] = (string) $value;
        }
        return strtr(Rules::get('slots', 'messages', $key), $pairs);
    }
}
