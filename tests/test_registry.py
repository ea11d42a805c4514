from tabletop_desktop.engine.registry import all_games, game


def test_builtin_games_are_listed_in_home_order():
    ids = [g.id for g in all_games()]
    assert ids[:3] == ["qwirkle", "qwixx", "quiddler"]
    assert game("qwirkle").available
    assert game("qwixx").available


def test_unknown_game_is_a_clear_error():
    import pytest

    with pytest.raises(KeyError, match="Unknown game"):
        game("chess")
