// The few MPI operations congo-cluster needs, on MPI_COMM_WORLD: who am I, start together, sum a count (or
// take the largest) on rank 0, gather texts on rank 0, share a decision of rank 0. MPI stays here and in the
// program: the library knows nothing of it. Every wait is a nonblocking operation completed by wait(),
// which sleeps between its looks: Open MPI's blocking calls poll without a pause.
#pragma once

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace cluster {

/// MPI for the life of the program: initialised on construction, finalised on destruction. Only the
/// main thread of each rank calls MPI (threads inside a rank count perft or play games).
class World {
public:
    World(int& argc, char**& argv) {
        int provided = 0;
        MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
        MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
        MPI_Comm_size(MPI_COMM_WORLD, &size_);
    }
    ~World() { MPI_Finalize(); }
    World(const World&) = delete;
    World& operator=(const World&) = delete;

    [[nodiscard]] int rank() const noexcept { return rank_; }
    [[nodiscard]] int size() const noexcept { return size_; }
    /// Rank 0 prints and gathers.
    [[nodiscard]] bool is_root() const noexcept { return rank_ == 0; }

    /// The sum of every rank's `value`, on rank 0 (0 elsewhere).
    [[nodiscard]] std::uint64_t sum_on_root(std::uint64_t value) const {
        unsigned long long mine = value, total = 0;
        MPI_Request request{};
        MPI_Ireduce(&mine, &total, 1, MPI_UNSIGNED_LONG_LONG, MPI_SUM, 0, MPI_COMM_WORLD, &request);
        wait(request);
        return total;
    }

    /// Returns on every rank once every rank has called it: a timed step that starts with it starts on all
    /// ranks together (a reduction to rank 0 does not hold the other ranks back, so they could be done
    /// with the next step before rank 0 starts its clock).
    void start_together() const {
        MPI_Request request{};
        MPI_Ibarrier(MPI_COMM_WORLD, &request);
        wait(request);
    }

    /// The largest of every rank's `value`, on rank 0 (0 elsewhere).
    [[nodiscard]] int max_on_root(int value) const {
        int largest = 0;
        MPI_Request request{};
        MPI_Ireduce(&value, &largest, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD, &request);
        wait(request);
        return largest;
    }

    /// Every rank's `text`, by rank, on rank 0 (empty elsewhere). Sent as a 64-bit length, then in
    /// messages of at most `piece` bytes: MPI counts are ints, and the game records of a long tournament
    /// can pass 2 GiB in all (MPI_Gatherv's int offsets overflowed, and rank 0 ended on std::length_error).
    /// A `piece` is held within 1 and INT_MAX bytes: 0 never got past the first byte, and a count past
    /// INT_MAX would be cut to a negative int.
    [[nodiscard]] std::vector<std::string> gather_on_root(std::string text, std::size_t piece = std::size_t{1} << 30) const {
        constexpr int tag = 1;
        piece = std::clamp<std::size_t>(piece, 1, static_cast<std::size_t>(std::numeric_limits<int>::max()));
        if (!is_root()) {
            // A send past the eager limit waits for rank 0 to take it, which it does once its own share is done.
            unsigned long long length = text.size();
            send_to_root(&length, 1, MPI_UNSIGNED_LONG_LONG, tag);
            for (std::size_t at = 0; at < text.size(); at += piece)
                send_to_root(text.data() + at, static_cast<int>(std::min(piece, text.size() - at)), MPI_CHAR, tag);
            return {};
        }
        std::vector<std::string> texts(static_cast<std::size_t>(size_));
        texts[0] = std::move(text);
        for (int r = 1; r < size_; ++r) {
            unsigned long long length = 0;
            receive(&length, 1, MPI_UNSIGNED_LONG_LONG, r, tag);
            auto& received = texts[static_cast<std::size_t>(r)];
            received.resize(static_cast<std::size_t>(length));
            // Messages between two ranks with one tag arrive in the order they were sent.
            for (std::size_t at = 0; at < received.size(); at += piece)
                receive(received.data() + at, static_cast<int>(std::min(piece, received.size() - at)), MPI_CHAR, r, tag);
        }
        return texts;
    }

    /// Rank 0's `value` on every rank: a decision only rank 0 can make (it opens the files).
    [[nodiscard]] int from_root(int value) const {
        broadcast(&value, 1, MPI_INT);
        return value;
    }

    /// How many ranks were given other arguments than rank 0 (argv[1] on: the program's path may differ
    /// from machine to machine), on rank 0 (0 elsewhere). mpirun's MPMD form (`-np 1 A : -np 1 B`) can
    /// give each rank its own command line, and ranks that count other trees or wait in other messages
    /// would print wrong sums or hang.
    [[nodiscard]] std::uint64_t ranks_with_other_arguments(int argc, char** argv) const {
        std::string mine;
        for (int i = 1; i < argc; ++i) {
            mine += argv[i];
            mine += '\0';  // never inside an argument: "a b" and "a" "b" differ
        }
        // The kernel bounds a command line far below INT_MAX bytes.
        int length = static_cast<int>(mine.size());
        broadcast(&length, 1, MPI_INT);
        std::string roots = is_root() ? mine : std::string(static_cast<std::size_t>(length), '\0');
        broadcast(roots.data(), length, MPI_CHAR);
        return sum_on_root(roots != mine ? 1 : 0);
    }

    /// Prints "error: rank R: <what>" on stderr in one write, so that the lines of ranks failing at the
    /// same moment do not interleave (each `<<` of std::cerr is a write of its own).
    void error(const std::string& what) const {
        const std::string line = "error: rank " + std::to_string(rank_) + ": " + what + "\n";
        std::cerr << line << std::flush;
    }

    /// Ends every rank at once with `status`: for a failure that leaves the others waiting.
    [[noreturn]] void abort(int status) const {
        MPI_Abort(MPI_COMM_WORLD, status);
        std::abort();
    }

private:
    /// Returns once `request` is complete, asleep between looks at it. Open MPI's blocking calls poll
    /// without a pause, so a rank done with its share burned a whole core while it waited, taken from the
    /// ranks still at work wherever ranks (and their threads) have no more cores than they use. The first
    /// looks come 50 us apart, so a short wait stays short; the pause doubles up to 2 ms, so a long one
    /// costs a few hundred looks a second. MPI_Test also moves the operation on (a nonblocking collective
    /// advances only while MPI is called).
    static void wait(MPI_Request& request) {
        constexpr auto longest = std::chrono::microseconds(2000);
        auto pause = std::chrono::microseconds(50);
        for (;;) {
            int done = 0;
            MPI_Test(&request, &done, MPI_STATUS_IGNORE);
            if (done != 0) return;
            std::this_thread::sleep_for(pause);
            pause = std::min(pause * 2, longest);
        }
    }

    static void send_to_root(const void* data, int count, MPI_Datatype type, int tag) {
        MPI_Request request{};
        MPI_Isend(data, count, type, 0, tag, MPI_COMM_WORLD, &request);
        wait(request);
    }

    static void receive(void* data, int count, MPI_Datatype type, int from, int tag) {
        MPI_Request request{};
        MPI_Irecv(data, count, type, from, tag, MPI_COMM_WORLD, &request);
        wait(request);
    }

    /// Rank 0's `count` values at `data` into `data` on every rank.
    static void broadcast(void* data, int count, MPI_Datatype type) {
        MPI_Request request{};
        MPI_Ibcast(data, count, type, 0, MPI_COMM_WORLD, &request);
        wait(request);
    }

    int rank_ = 0;
    int size_ = 1;
};

}  // namespace cluster
