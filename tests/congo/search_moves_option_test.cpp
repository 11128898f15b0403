// How `congo analyse --searchmoves` reads its moves (examples/congo/search_moves_option.hpp): legal moves
// of the position, separated by commas or spaces, the first bad one named.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "congo/search_moves_option.hpp"
#include "gametree/games/congo/fen.hpp"

namespace {

gametree::congo::Position start() { return *gametree::congo::parse_fen("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0"); }

std::vector<std::string> names(const std::vector<gametree::congo::Move>& moves) {
    std::vector<std::string> out;
    for (const auto& m : moves) out.push_back(gametree::congo::to_string(m));
    return out;
}

}  // namespace

TEST_CASE("searchmoves option: moves in order, repeats kept, any run of commas and spaces between them") {
    const auto moves = cli::parse_search_moves(start(), {"a2a3,b2b3", " ,g2g3 ,, a2a3\t", "c2c3"});
    REQUIRE(moves);
    CHECK(names(*moves) == std::vector<std::string>{"a2a3", "b2b3", "g2g3", "a2a3", "c2c3"});
}

TEST_CASE("searchmoves option: no value, no moves") {
    const auto moves = cli::parse_search_moves(start(), {});
    REQUIRE(moves);
    CHECK(moves->empty());
}

TEST_CASE("searchmoves option: the first bad move is named with its value") {
    const auto illegal = cli::parse_search_moves(start(), {"a2a3", "b2b3,a2a5,zz"});
    REQUIRE_FALSE(illegal);
    CHECK(illegal.error() == "--searchmoves 'b2b3,a2a5,zz': illegal move a2a5 in position gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0");
    const auto malformed = cli::parse_search_moves(start(), {"a2a3,a9"});
    REQUIRE_FALSE(malformed);
    CHECK(malformed.error().starts_with("--searchmoves 'a2a3,a9': malformed move 'a9'"));
    for (const char* empty : {"", ",", " , ", "\t"}) {
        CAPTURE(empty);
        const auto none = cli::parse_search_moves(start(), {"a2a3", empty});
        REQUIRE_FALSE(none);
        CHECK(none.error().ends_with("': no move given"));
    }
}
