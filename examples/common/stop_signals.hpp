// SIGINT and SIGTERM as a request to stop: the programs that catch them end their work (a search, a
// tournament, a match) through a stop flag, say what they have, and exit with 128 + the signal's number.
#pragma once

#include <atomic>
#include <csignal>
#include <iostream>

#include "output.hpp"

namespace common {

/// The stop signal caught last (SIGINT or SIGTERM), 0 while none came. An atomic, not a volatile
/// sig_atomic_t: the handler may run on any thread of the program, twice on two at once when two
/// signals come together, and only a lock-free atomic is safe both in a handler and between threads.
inline std::atomic<int> stop_signal{0};
static_assert(std::atomic<int>::is_always_lock_free, "the signal handler stores to it: it must be lock-free");
/// True once a stop signal came: the flag a search's or a game's `stop` pointer watches. A program may
/// set it too, to stop its work the same way for a reason of its own (an output nobody reads any more).
inline std::atomic<bool> stop_requested{false};
static_assert(std::atomic<bool>::is_always_lock_free, "the signal handler stores to it: it must be lock-free");

/// The handler: these two stores and nothing else (only such are async-signal-safe).
extern "C" inline void on_stop_signal(int number) {
    stop_signal.store(number);
    stop_requested.store(true);
}

/// From now on SIGINT and SIGTERM set the flags above instead of ending the program; another one
/// during the answer changes nothing.
inline void catch_stop_signals() {
    std::signal(SIGINT, on_stop_signal);
    std::signal(SIGTERM, on_stop_signal);
}

/// "SIGINT" or "SIGTERM", for the line that says why the program stopped.
[[nodiscard]] inline const char* stop_signal_name(int number) { return number == SIGTERM ? "SIGTERM" : "SIGINT"; }

/// The exit status of a program that answers with what it has when stopped, called once the answer is
/// written: if a stop signal came (during the work or after it), "interrupted by SIGINT" (or SIGTERM)
/// on stderr, after the answer reached standard output, and 128 + the signal's number; else `status`.
/// An answer that could not be written is status 2, as always.
[[nodiscard]] inline int status_after_answer(int status) {
    if (!flush_stdout()) return report_output_error();
    const int number = stop_signal.load();
    if (number == 0) return status;
    std::cerr << "interrupted by " << stop_signal_name(number) << '\n';
    return 128 + number;
}

}  // namespace common
