// The web page's game session, natively: the same C++ the page runs as WebAssembly.
#include "web/game_session.hpp"

#include <doctest/doctest.h>

#include <string>

#include "gametree/games/congo/notation.hpp"

using gametree::congo::Rules;

namespace {

/// The first legal move of the session's position, in notation.
std::string first_move(const web::GameSession& game) {
    const std::string moves = game.legal_moves();
    return moves.substr(0, moves.find(' '));
}

}  // namespace

TEST_CASE("a session starts at the rule set's start position") {
    web::GameSession standard;
    CHECK(standard.fen() == gametree::congo::start_fen_for(Rules::standard));
    web::GameSession course(Rules::wits2021);
    CHECK(course.fen() == gametree::congo::start_fen_for(Rules::wits2021));
    CHECK(standard.move_list() == "(no moves)");
    CHECK(standard.end_reason().empty());
    CHECK(standard.result() == "*");
}

TEST_CASE("a legal move is played, an illegal one refused with the reason and nothing changed") {
    web::GameSession game;
    const std::string move = first_move(game);
    CHECK_FALSE(game.play(move));
    CHECK(game.moves().size() == 1);
    CHECK(game.move_list() == "1. " + move);
    const std::string fen = game.fen();
    const auto refused = game.play("a1a7");
    REQUIRE(refused);
    CHECK(refused->find("a1a7") != std::string::npos);
    CHECK(game.fen() == fen);
    CHECK(game.play("zz"));
    CHECK(game.fen() == fen);
}

TEST_CASE("undo and redo walk the game, and a new move forgets what could be redone") {
    web::GameSession game;
    const std::string start = game.fen();
    CHECK_FALSE(game.undo());
    CHECK_FALSE(game.play(first_move(game)));
    const std::string after_one = game.fen();
    CHECK_FALSE(game.play(first_move(game)));
    const std::string after_two = game.fen();
    CHECK(game.undo());
    CHECK(game.fen() == after_one);
    CHECK(game.undo());
    CHECK(game.fen() == start);
    CHECK(game.redo());
    CHECK(game.fen() == after_one);
    CHECK(game.redo());
    CHECK(game.fen() == after_two);
    CHECK_FALSE(game.redo());
    CHECK(game.undo());
    const auto moves = game.legal_moves();
    const std::string other = moves.substr(moves.rfind(' ') + 1);
    CHECK_FALSE(game.play(other));
    CHECK_FALSE(game.redo());
}

TEST_CASE("a bad FEN returns the parser's message and keeps the game") {
    web::GameSession game;
    CHECK_FALSE(game.play(first_move(game)));
    const std::string fen = game.fen();
    const std::string bad = "gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECQ w 0";
    const auto error = game.set_fen(bad, Rules::standard);
    REQUIRE(error);
    CHECK(*error == gametree::congo::parse_fen(bad).error().describe());
    CHECK(game.fen() == fen);
    CHECK(game.moves().size() == 1);
}

TEST_CASE("the end of the game: a captured lion, bare lions, the move limit") {
    web::GameSession game;
    REQUIRE_FALSE(game.set_fen("3l3/7/7/7/4z2/P6/3L3 b 0", Rules::standard));
    CHECK_FALSE(game.play("e3d1"));
    CHECK(game.end_reason() == "the white lion was captured");
    CHECK(game.result() == "0-1");
    CHECK(game.legal_moves().empty());
    CHECK(game.play("a2a3"));

    REQUIRE_FALSE(game.set_fen("3l3/7/7/7/7/7/3L3 w 0", Rules::standard));
    CHECK(game.end_reason() == "only the two lions remain");
    CHECK(game.result() == "1/2-1/2");

    // Two lions shuffling in their castles reach the move limit, which draws.
    REQUIRE_FALSE(game.set_fen("3l3/7/7/7/7/P6/3L3 w 0", Rules::wits2021));
    const char* shuffle[] = {"d1d2", "d7d6", "d2d1", "d6d7"};
    for (std::size_t ply = 0; ply < 2 * web::move_limit; ++ply) {
        REQUIRE(game.end_reason().empty());
        REQUIRE_FALSE(game.play(shuffle[ply % 4]));
    }
    CHECK(game.end_reason() == "the move limit of 100 moves was reached");
    CHECK(game.result() == "1/2-1/2");
    CHECK(game.legal_moves().empty());
}

TEST_CASE("the PGN names the players, the rules, a non-standard start and the result") {
    web::GameSession game;
    const std::string move = first_move(game);
    CHECK_FALSE(game.play(move));
    const std::string pgn = game.pgn("You", "gametree");
    CHECK(pgn.find("[White \"You\"]\n[Black \"gametree\"]\n") != std::string::npos);
    CHECK(pgn.find("[Rules \"standard\"]") != std::string::npos);
    CHECK(pgn.find("[FEN") == std::string::npos);
    CHECK(pgn.find("\n\n1. " + move + " *\n") != std::string::npos);

    REQUIRE_FALSE(game.set_fen("3l3/7/7/7/4z2/P6/3L3 b 0", Rules::standard));
    CHECK_FALSE(game.play("e3d1"));
    const std::string ended = game.pgn("a \"quoted\" name", "x");
    CHECK(ended.find("[White \"a \\\"quoted\\\" name\"]") != std::string::npos);
    CHECK(ended.find("[SetUp \"1\"]\n[FEN \"3l3/7/7/7/4z2/P6/3L3 b 0\"]") != std::string::npos);
    CHECK(ended.find("[Result \"0-1\"]") != std::string::npos);
    CHECK(ended.find("[Termination \"the white lion was captured\"]") != std::string::npos);
    CHECK(ended.find("1... e3d1 0-1\n") != std::string::npos);
}
