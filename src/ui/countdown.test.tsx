import { act, cleanup, render, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Countdown } from "./countdown";

afterEach(cleanup);

const timerText = () => screen.getByRole("timer").textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Countdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-01-01T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("counts down every second in Persian digits and calls onDone once at zero", () => {
    const onDone = vi.fn();
    render(<Countdown seconds={120} onDone={onDone} />);
    expect(timerText()).toBe("۰۲:۰۰");
    advance(1000);
    expect(timerText()).toBe("۰۱:۵۹");
    advance(1000);
    expect(timerText()).toBe("۰۱:۵۸");
    advance(117_000);
    expect(timerText()).toBe("۰۰:۰۱");
    expect(onDone).not.toHaveBeenCalled();
    advance(1000);
    expect(timerText()).toBe("۰۰:۰۰");
    expect(onDone).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("follows the clock, not the number of ticks, when the tab comes back", () => {
    render(<Countdown seconds={120} />);
    advance(1000);
    expect(timerText()).toBe("۰۱:۵۹");
    // A background tab: the clock moves on a minute while no timer fires.
    act(() => {
      vi.setSystemTime(Date.now() + 60_000);
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(timerText()).toBe("۰۰:۵۹");
  });

  it("counts to a deadline timestamp and shows hours when there are any", () => {
    render(<Countdown deadline={Date.now() + 3_661_000} />);
    expect(timerText()).toBe("۱:۰۱:۰۱");
    advance(2000);
    expect(timerText()).toBe("۱:۰۰:۵۹");
  });

  it("rounds a partial second up and ticks on the second boundary", () => {
    render(<Countdown deadline={Date.now() + 10_400} />);
    expect(timerText()).toBe("۰۰:۱۱");
    advance(400);
    expect(timerText()).toBe("۰۰:۱۰");
  });

  it("calls onDone at once when the deadline has passed", () => {
    const onDone = vi.fn();
    render(<Countdown deadline={Date.now() - 5000} onDone={onDone} />);
    expect(timerText()).toBe("۰۰:۰۰");
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("ends when the deadline passes between the first paint and its timer being set", () => {
    // A busy phone (or a clock jump) can let the deadline pass after the countdown rendered its
    // first value but before its effect ran: it must still end, not wait for a tick never set.
    const onDone = vi.fn();
    const start = Date.now();
    let jumped = false;
    const now = vi.spyOn(Date, "now").mockImplementation(() => (jumped ? start + 301_000 : start));
    // Layout effects run after the render and before the passive effects that set the timer.
    function ClockJump() {
      useLayoutEffect(() => {
        jumped = true;
      }, []);
      return null;
    }
    render(
      <>
        <Countdown deadline={start + 300_000} onDone={onDone} />
        <ClockJump />
      </>,
    );
    now.mockRestore();
    expect(timerText()).toBe("۰۰:۰۰");
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("announces only whole minutes to screen readers", () => {
    render(<Countdown seconds={61} label="زمان باقی‌مانده" />);
    const live = document.querySelector("[aria-live='polite']");
    expect(live?.textContent).toBe("");
    advance(1000);
    expect(live?.textContent).toBe("۰۱:۰۰");
    advance(1000);
    expect(live?.textContent).toBe("");
    expect(screen.getByText(/زمان باقی‌مانده/)).toBeTruthy();
  });
});
