// Whether a program can have the threads it is asked for, checked before a search needs them: a thread
// that cannot be started (no memory for its stack under `ulimit -v`, a process limit) is then an error
// message, not an exception in the middle of a search.
#pragma once

#include <cstddef>
#include <new>
#include <optional>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

namespace common {

/// Starts `count` threads that do nothing and stay unjoined until all have started (so that their
/// stacks exist at once, as a search's threads do), then joins them. Nothing when they could be
/// started; else the reason, e.g. "Resource temporarily unavailable".
[[nodiscard]] inline std::optional<std::string> cannot_start_threads(std::size_t count) {
    std::optional<std::string> failure;
    std::vector<std::thread> threads;
    try {
        threads.reserve(count);
        for (std::size_t i = 0; i < count; ++i) threads.emplace_back([] {});
    } catch (const std::system_error& e) {
        failure = e.code().message();
    } catch (const std::bad_alloc&) {
        failure = "out of memory";
    }
    for (auto& t : threads) t.join();
    return failure;
}

}  // namespace common
