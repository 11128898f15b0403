// Later: an action run on a thread of its own after a delay, for tests of searches that other threads
// steer (a stop or ponder flag set part-way). It remembers when it acted and whether the search under
// test had returned by then; destroyed before its delay, it does nothing (a watchdog that was not needed
// does not hold the test up).
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

namespace gametree::testing {

/// Runs `action` `delay` after construction, unless destroyed first.
class Later {
public:
    using Clock = std::chrono::steady_clock;

    Later(std::chrono::milliseconds delay, std::function<void()> action)
        : action_(std::move(action)), thread_([this, delay] { run(delay); }) {}
    Later(const Later&) = delete;
    Later& operator=(const Later&) = delete;
    ~Later() {
        {
            const std::lock_guard lock(mutex_);
            cancelled_ = true;
        }
        wake_.notify_all();
        thread_.join();
    }

    /// Tells the action that the search under test has returned (call it right after the search).
    void search_returned() { returned_.store(true); }
    /// When the action ran, if it has: read it after the search returned and the action's effect was needed.
    [[nodiscard]] std::optional<Clock::time_point> acted_at() {
        const std::lock_guard lock(mutex_);
        return acted_at_;
    }
    /// Whether the search under test had returned when the action ran (false if it has not run).
    [[nodiscard]] bool acted_after_return() {
        const std::lock_guard lock(mutex_);
        return acted_after_return_;
    }

private:
    void run(std::chrono::milliseconds delay) {
        std::unique_lock lock(mutex_);
        if (wake_.wait_for(lock, delay, [this] { return cancelled_; })) return;
        acted_after_return_ = returned_.load();
        acted_at_ = Clock::now();
        lock.unlock();
        action_();
    }

    std::function<void()> action_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool cancelled_ = false;
    std::optional<Clock::time_point> acted_at_;
    bool acted_after_return_ = false;
    std::atomic<bool> returned_{false};
    std::thread thread_;  // last: it starts once everything above exists
};

/// The limits of a `milliseconds` search (SearchLimits or MctsLimits) that other threads steer through
/// `ponder` and `stop`.
template <class Limits>
[[nodiscard]] Limits steered_for_time(std::int64_t milliseconds, const std::atomic<bool>& ponder, const std::atomic<bool>& stop) {
    Limits limits = Limits::for_time(milliseconds);
    limits.ponder = &ponder;
    limits.stop = &stop;
    return limits;
}

}  // namespace gametree::testing
