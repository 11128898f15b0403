/// \file
/// Exceptions of worker threads, kept to be thrown on the calling thread once the threads are joined:
/// an exception that leaves a std::thread's function ends the program (std::terminate).
#pragma once

#include <cstddef>
#include <exception>
#include <vector>

#include "gametree/core/exceptions.hpp"

namespace gametree {

/// One slot per thread of a pool (0: the calling thread, which works too). run() keeps what a thread's
/// work throws; after the join, rethrow_first() throws it on the caller, as a one-thread search would.
class ThreadFailures {
public:
    /// Slots for `threads` threads.
    explicit ThreadFailures(std::size_t threads) : failures_(threads) {}

    /// Calls `work()` for thread `thread`; false, with the exception kept, when it throws (the caller
    /// then stops the other threads).
    template <class Work>
    bool run(std::size_t thread, Work&& work) noexcept {
        return detail::call_catching(work, [&](std::exception_ptr failure) { failures_[thread] = std::move(failure); });
    }

    /// After the threads are joined: throws the exception of the lowest-numbered thread that failed, if
    /// any did.
    void rethrow_first() const {
        for (const auto& failure : failures_)
            if (failure) std::rethrow_exception(failure);
    }

private:
    std::vector<std::exception_ptr> failures_;
};

}  // namespace gametree
