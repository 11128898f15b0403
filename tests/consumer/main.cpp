// A program of a user's own project: it only includes the installed (or added) gametree headers.
#include <cstdio>
#include <string_view>

#include <gametree/gametree.hpp>

int main() {
    using namespace gametree::congo;
    const auto pos = parse_fen(start_fen);
    if (!pos) return 1;
#ifdef GAMETREE_FOUND_VERSION
    if (gametree::version_string != std::string_view(GAMETREE_FOUND_VERSION)) {
        std::printf("find_package found version %s, the headers say %s\n", GAMETREE_FOUND_VERSION, gametree::version_string.data());
        return 1;
    }
#endif
    const auto nodes = gametree::perft(*pos, 3, MoveGenerator{});
    std::printf("perft 3 = %llu\n", static_cast<unsigned long long>(nodes));
    return nodes == 14332 ? 0 : 1;
}
