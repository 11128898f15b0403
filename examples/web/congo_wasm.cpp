// The C functions the web page calls (through Emscripten's cwrap): a game session for the page, and the
// engine for its Web Worker. Strings go out through one buffer per function, valid until its next call.
#include <emscripten/emscripten.h>

#include <optional>
#include <string>

#include "../congo/engine_setup.hpp"
#include "engine_search.hpp"
#include "game_session.hpp"

namespace {

web::GameSession& session() {
    static web::GameSession game;
    return game;
}

std::optional<gametree::congo::Rules> rules_named(const char* name) {
    return gametree::congo::parse_rules(name ? name : "");
}

/// The text a function returns, kept alive until that function runs again.
const char* out(std::string& buffer, std::string text) {
    buffer = std::move(text);
    return buffer.c_str();
}

// The worker's progress hook: one call per finished iteration of a search.
EM_JS(void, report_progress, (int depth, const char* score, double nodes, double nps, const char* pv), {
    if (Module["onProgress"]) Module["onProgress"](depth, UTF8ToString(score), nodes, nps, UTF8ToString(pv));
});

}  // namespace

extern "C" {

/// Starts a new game from the start position of `rules` ("standard" or "wits2021"); 0 on success.
EMSCRIPTEN_KEEPALIVE int congo_new_game(const char* rules) {
    const auto r = rules_named(rules);
    if (!r) return 1;
    return session().set_fen(gametree::congo::start_fen_for(*r), *r) ? 1 : 0;
}

/// Starts again from `fen`: "" on success, else the parser's message (the game is then unchanged).
EMSCRIPTEN_KEEPALIVE const char* congo_set_fen(const char* fen, const char* rules) {
    static std::string buffer;
    const auto r = rules_named(rules);
    if (!r) return out(buffer, "unknown rules (standard or wits2021)");
    return out(buffer, session().set_fen(fen ? fen : "", *r).value_or(""));
}

/// "" when the move was played, else why it was refused.
EMSCRIPTEN_KEEPALIVE const char* congo_play(const char* move) {
    static std::string buffer;
    return out(buffer, session().play(move ? move : "").value_or(""));
}

EMSCRIPTEN_KEEPALIVE int congo_undo() { return session().undo() ? 1 : 0; }
EMSCRIPTEN_KEEPALIVE int congo_redo() { return session().redo() ? 1 : 0; }

EMSCRIPTEN_KEEPALIVE const char* congo_legal_moves() {
    static std::string buffer;
    return out(buffer, session().legal_moves());
}
EMSCRIPTEN_KEEPALIVE const char* congo_fen() {
    static std::string buffer;
    return out(buffer, session().fen());
}
EMSCRIPTEN_KEEPALIVE const char* congo_end_reason() {
    static std::string buffer;
    return out(buffer, session().end_reason());
}
EMSCRIPTEN_KEEPALIVE const char* congo_result() {
    static std::string buffer;
    return out(buffer, session().result());
}
/// The game as the engine's worker needs it: the FEN it started from and the moves played since.
EMSCRIPTEN_KEEPALIVE const char* congo_start_fen() {
    static std::string buffer;
    return out(buffer, session().start_fen());
}
EMSCRIPTEN_KEEPALIVE const char* congo_moves() {
    static std::string buffer;
    return out(buffer, session().moves_text());
}
EMSCRIPTEN_KEEPALIVE const char* congo_move_list() {
    static std::string buffer;
    return out(buffer, session().move_list());
}
EMSCRIPTEN_KEEPALIVE const char* congo_pgn(const char* white_name, const char* black_name) {
    static std::string buffer;
    return out(buffer, session().pgn(white_name ? white_name : "?", black_name ? black_name : "?"));
}

/// Searches the game that started at `start_fen` under `rules` and went on with `moves` (space-separated), knowing
/// its earlier positions, to `depth` plies (0: no depth limit) and for at most `milliseconds` (0: no time limit;
/// not both), reporting each iteration through Module.onProgress. Returns "bestmove, score, depth, nodes,
/// milliseconds" separated by tabs, or "error: ..." for unknown rules, refused limits, a bad FEN or move, or "none"
/// when the position has no move. Exported, it can be called from the browser's console with any numbers, and the
/// worker answers nothing else while it searches: so every search ends within web::longest_search (a minute, the
/// page's analysis), a search to a depth alone included; a longer time is cut to it, a depth beyond the engine's
/// reach is taken as its deepest, and a negative depth or time, or neither a depth nor a time, is refused
/// (web::search_limits). The page's own searches (depth 2 to 6, or 0.5 to 60 s) are as they were.
EMSCRIPTEN_KEEPALIVE const char* congo_search(const char* start_fen, const char* moves, const char* rules, int depth,
                                              int milliseconds) {
    static std::string buffer;
    static web::WorkerEngine engine;  // the worker's own game and engine, apart from the page's session()
    const auto progress = [](const auto& i) {
        report_progress(i.depth, cli::score_text(i.score).c_str(), static_cast<double>(i.nodes),
                        static_cast<double>(i.nodes_per_second), cli::line_text(i.pv).c_str());
    };
    return out(buffer, engine.answer(start_fen ? start_fen : "", moves ? moves : "", rules ? rules : "", depth,
                                     milliseconds, progress));
}

}  // extern "C"
