// Exceptions of worker threads, kept per thread and thrown on the caller after the join.
#include <doctest/doctest.h>

#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <gametree/core/thread_failures.hpp>

using gametree::ThreadFailures;

TEST_CASE("ThreadFailures: work that returns is done, and nothing is thrown") {
    ThreadFailures failures(2);
    int done = 0;
    CHECK(failures.run(0, [&] { ++done; }));
    CHECK(failures.run(1, [&] { ++done; }));
    CHECK(done == 2);
    CHECK_NOTHROW(failures.rethrow_first());
}

TEST_CASE("ThreadFailures: an exception thrown on a thread is thrown on the caller after the join, the lowest thread's first") {
    ThreadFailures failures(4);
    std::vector<char> done(4, 0);
    std::vector<std::thread> pool;
    for (std::size_t i = 1; i < 4; ++i) {
        pool.emplace_back([&failures, &done, i] {
            done[i] = failures.run(i, [i] {
                if (i >= 2) throw std::runtime_error("thread " + std::to_string(i));
            });
        });
    }
    for (auto& t : pool) t.join();
    CHECK(done == std::vector<char>{0, 1, 0, 0});
    CHECK_THROWS_WITH_AS(failures.rethrow_first(), "thread 2", std::runtime_error);
    // The calling thread's own slot counts too, and comes first.
    CHECK_FALSE(failures.run(0, [] { throw std::logic_error("caller"); }));
    CHECK_THROWS_WITH_AS(failures.rethrow_first(), "caller", std::logic_error);
}
