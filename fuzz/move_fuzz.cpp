// Fuzzes the move reader: parse_move on arbitrary text against a few fixed positions. The oracle is
// the move generator: a text is accepted exactly when it is the notation of a generated move, and the
// move returned is that move.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <gametree/games/congo/congo.hpp>

using namespace gametree;
using namespace gametree::congo;

namespace {

struct Fixture {
    Position pos;
    std::vector<std::pair<std::string, Move>> moves;  // every legal move with its notation
};

std::vector<Fixture> make_fixtures() {
    const std::pair<const char*, Rules> fens[] = {
        {"gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0", Rules::standard},  // the start
        // A monkey with long capture sequences, and every other piece type of both sides.
        {"2l4/1p1p3/2pM3/1p1p3/7/3s1G1/1Z1L1E1 w 3", Rules::standard},
        {"1m1El2/P1P2P1/1S4C/4S2/1E3S1/1P3c1/2GL3 b 79", Rules::wits2021},  // pieces on the river, crocodiles
        {"1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 b 35", Rules::wits2021},
        {"3l3/7/7/7/7/7/3L3 w 10", Rules::wits2021},  // lions facing on an open file
        {"7/7/7/7/7/7/3L3 b 0", Rules::standard},     // over: no moves at all
    };
    std::vector<Fixture> fixtures;
    for (const auto& [fen, rules] : fens) {
        const auto pos = parse_fen(fen, rules);
        if (!pos) {
            std::fprintf(stderr, "move_fuzz: bad fixture %s: %s\n", fen, pos.error().describe().c_str());
            std::abort();
        }
        Fixture f{*pos, {}};
        auto moves = gametree::moves_of(MoveGenerator{}, f.pos);
        for (const Move& m : moves) f.moves.emplace_back(to_string(m), m);
        fixtures.push_back(std::move(f));
    }
    return fixtures;
}

[[noreturn]] void fail(const char* what, const Fixture& f, std::string_view text) {
    std::fprintf(stderr, "move_fuzz: %s\n  position: %s\n  input: \"%.*s\"\n", what, to_fen(f.pos).c_str(),
                 static_cast<int>(text.size()), text.data());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::vector<Fixture> fixtures = make_fixtures();
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const Fixture& f : fixtures) {
        const auto parsed = parse_move(f.pos, text);
        const Move* expected = nullptr;
        for (const auto& [notation, m] : f.moves)
            if (notation == text) expected = &m;
        if (parsed) {
            if (!expected) fail("accepted a text that names no generated move", f, text);
            if (!(*parsed == *expected)) fail("returned another move than the one named", f, text);
            if (to_string(*parsed) != text) fail("the accepted move's notation differs from the input", f, text);
        } else {
            if (expected) fail("rejected the notation of a generated move", f, text);
            if (parsed.error().message.empty()) fail("an error without a message", f, text);
            if (parsed.error().offset > text.size()) fail("an error offset past the end of the text", f, text);
        }
    }
    return 0;
}
