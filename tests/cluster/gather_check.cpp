// congo-cluster's gather of the ranks' game records (World::gather_on_root), run under mpirun: every
// rank sends BYTES bytes, rank 0 checks that it got each rank's text whole. A long tournament's records
// can pass the 2 GiB an MPI count (an int) can say: BYTES of 1 GiB on two ranks is such a gather.
// Usage: mpirun -np R cluster_gather_check BYTES [PIECE]   (PIECE: the largest message, default the program's)
#include <cstdio>
#include <cstring>
#include <string>

#include "congo_cluster/mpi_world.hpp"

namespace {

// Rank r's text: the 26 letters from the r-th on, over and over.
char letter(int rank, std::size_t k) { return static_cast<char>('a' + (static_cast<std::size_t>(rank) + k) % 26); }

std::string text_of(int rank, std::size_t bytes) {
    std::string text(bytes, '\0');
    for (std::size_t k = 0; k < bytes && k < 26; ++k) text[k] = letter(rank, k);
    for (std::size_t done = 26; done < bytes; done *= 2)  // the period doubled a copy at a time
        std::memcpy(text.data() + done, text.data(), std::min(done, bytes - done));
    return text;
}

bool is_text_of(const std::string& text, int rank, std::size_t bytes) {
    if (text.size() != bytes) return false;
    for (std::size_t k = 0; k < bytes && k < 26; ++k)
        if (text[k] != letter(rank, k)) return false;
    return bytes <= 26 || std::memcmp(text.data(), text.data() + 26, bytes - 26) == 0;  // 26-periodic
}

}  // namespace

int main(int argc, char** argv) {
    const cluster::World world(argc, argv);
    if (argc < 2) {
        if (world.is_root()) std::fprintf(stderr, "usage: cluster_gather_check BYTES [PIECE]\n");
        return 2;
    }
    const auto bytes = static_cast<std::size_t>(std::stoull(argv[1]));
    const auto texts = argc > 2 ? world.gather_on_root(text_of(world.rank(), bytes), std::stoull(argv[2]))
                                : world.gather_on_root(text_of(world.rank(), bytes));
    if (!world.is_root()) return 0;
    if (texts.size() != static_cast<std::size_t>(world.size())) {
        std::fprintf(stderr, "FAIL: %zu texts from %d ranks\n", texts.size(), world.size());
        return 1;
    }
    for (int r = 0; r < world.size(); ++r)
        if (!is_text_of(texts[static_cast<std::size_t>(r)], r, bytes)) {
            std::fprintf(stderr, "FAIL: rank %d's text came wrong (%zu bytes)\n", r, texts[static_cast<std::size_t>(r)].size());
            return 1;
        }
    std::printf("ok: %d ranks' texts of %zu bytes each\n", world.size(), bytes);
    return 0;
}
