// Whether a program can have the threads it is asked for, checked before a search needs them: a thread
// that cannot be started (no memory for its stack under `ulimit -v`, a process limit) is then an error
// message, not an exception in the middle of a search.
#pragma once

#include <cstddef>
#include <new>
#include <optional>
#include <string>
#include <string_view>
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

/// The error for `count` threads that could not be started, naming the option that asks for fewer, e.g.
/// "cannot start 128 threads (Resource temporarily unavailable); try fewer --threads".
[[nodiscard]] inline std::string cannot_start_message(std::size_t count, std::string_view what, std::string_view option,
                                                      std::string_view reason) {
    return "cannot start " + std::to_string(count) + " " + std::string(what) + " (" + std::string(reason) + "); try fewer " +
           std::string(option);
}

/// Nothing when `count` workers can have their threads now, the calling thread being one of them (so
/// `count - 1` are started); else cannot_start_message's error.
[[nodiscard]] inline std::optional<std::string> workers_unavailable(std::size_t count, std::string_view what,
                                                                    std::string_view option) {
    if (count <= 1) return std::nullopt;
    const auto reason = cannot_start_threads(count - 1);
    if (!reason) return std::nullopt;
    return cannot_start_message(count, what, option, *reason);
}

}  // namespace common
